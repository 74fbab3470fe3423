import { SKIP_SESSION_EXPIRY, rateLimitRetryAfter, type ApolloClient } from '@coffer/web-data-access';
import { LOGIN_MUTATION, LOGOUT_MUTATION, ME_QUERY, REGISTER_MUTATION } from '../graphql/session';

// A second step is loaded when taken: most visits never need it.
const steps = () => import('../graphql/sign-in-steps');
// Passkeys are loaded when used: most visits never take them.
const signWithPasskey = async (optionsJson: string) =>
  (await import('./passkey-ceremony')).signWithPasskey(optionsJson);

/** The signed-in user as the app shows it (name and e-mail). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Whether the address is confirmed; until then nothing shared with it is shown. */
  emailVerified: boolean;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** A second factor: a code from the authenticator app, or one of the recovery codes. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
}

export interface SignupDetails {
  email: string;
  password: string;
  name: string;
}

/** The calls the authentication state machine makes. */
export interface AuthApi {
  /** Rejects with SECOND_FACTOR_REQUIRED when the account asks for a code as well (see loginSecondFactor). */
  login(credentials: LoginCredentials): Promise<void>;
  /** Completes a sign-in whose password step answered SECOND_FACTOR_REQUIRED. */
  loginSecondFactor(proof: SecondFactorProof): Promise<void>;
  /**
   * Signs in without a password: the browser asks for one of this site's passkeys. Rejects with
   * the browser's error when the person cancels (see passkeyFailureMessage).
   */
  loginWithPasskey(): Promise<void>;
  /**
   * Completes a sign-in that answered SECOND_FACTOR_REQUIRED with one of the account's passkeys;
   * refused (VALIDATION_ERROR) when the account has none.
   */
  loginSecondFactorWithPasskey(): Promise<void>;
  register(details: SignupDetails): Promise<void>;
  logout(): Promise<void>;
  /**
   * The session call. `initial` marks the fetch at application start, which is exempt from the
   * session-expiry rule (a failure there only means "not signed in").
   */
  me(options?: { initial?: boolean }): Promise<SessionUser | null>;
}

/** The session user of a `me` answer (without the cache's bookkeeping fields). */
export function toSessionUser(me: SessionUser): SessionUser {
  return { id: me.id, email: me.email, name: me.name, emailVerified: me.emailVerified };
}

/** AuthApi over the GraphQL API; the cache is emptied whenever the signed-in user may change. */
export function createGraphqlAuthApi(client: ApolloClient): AuthApi {
  return {
    async login(credentials) {
      await client.clearStore();
      await client.mutate({ mutation: LOGIN_MUTATION, variables: { input: credentials } });
    },
    async loginSecondFactor(proof) {
      const { LOGIN_SECOND_FACTOR_MUTATION } = await steps();
      await client.clearStore();
      await client.mutate({ mutation: LOGIN_SECOND_FACTOR_MUTATION, variables: { input: proof } });
    },
    async loginWithPasskey() {
      const { LOGIN_PASSKEY_OPTIONS_MUTATION, LOGIN_PASSKEY_MUTATION } = await steps();
      const { data } = await client.mutate({ mutation: LOGIN_PASSKEY_OPTIONS_MUTATION });
      if (!data) throw new Error('The server gave no passkey options.');
      const responseJson = await signWithPasskey(data.loginPasskeyOptions);
      await client.clearStore();
      await client.mutate({ mutation: LOGIN_PASSKEY_MUTATION, variables: { input: { responseJson } } });
    },
    async loginSecondFactorWithPasskey() {
      const { LOGIN_SECOND_FACTOR_PASSKEY_OPTIONS_MUTATION, LOGIN_SECOND_FACTOR_MUTATION } = await steps();
      const { data } = await client.mutate({ mutation: LOGIN_SECOND_FACTOR_PASSKEY_OPTIONS_MUTATION });
      if (!data) throw new Error('The server gave no passkey options.');
      const passkeyResponseJson = await signWithPasskey(data.loginSecondFactorPasskeyOptions);
      await client.clearStore();
      await client.mutate({ mutation: LOGIN_SECOND_FACTOR_MUTATION, variables: { input: { passkeyResponseJson } } });
    },
    async register(details) {
      await client.clearStore();
      await client.mutate({ mutation: REGISTER_MUTATION, variables: { input: details } });
    },
    async logout() {
      try {
        await client.mutate({ mutation: LOGOUT_MUTATION });
      } finally {
        await client.clearStore();
      }
    },
    async me({ initial = false } = {}) {
      for (;;) {
        try {
          const { data } = await client.query({
            query: ME_QUERY,
            fetchPolicy: 'network-only',
            context: initial ? { [SKIP_SESSION_EXPIRY]: true } : {},
          });
          return data?.me ? toSessionUser(data.me) : null;
        } catch (error) {
          // A spent request budget says nothing about the session: asked again when the server allows.
          const wait = rateLimitRetryAfter(error);
          if (wait === null) throw error;
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        }
      }
    },
  };
}
