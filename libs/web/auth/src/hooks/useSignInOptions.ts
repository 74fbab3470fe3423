import { useQuery } from '@coffer/web-data-access';
import { SIGN_IN_OPTIONS_QUERY } from '../graphql/sso';

export interface SignInOptions {
  /** Whether e-mail and password sign in and sign up here. */
  passwordSignIn: boolean;
  /** The single sign-on providers to offer. */
  providers: ReadonlyArray<{ id: string; label: string }>;
}

/**
 * How people sign in on this server. Until the server answers (or when it cannot), passwords
 * and no providers: what nearly every server has, so the password form does not wait for it.
 */
export function useSignInOptions(): SignInOptions {
  const { data } = useQuery(SIGN_IN_OPTIONS_QUERY);
  return {
    passwordSignIn: data?.signInOptions.passwordSignIn ?? true,
    providers: data?.signInOptions.providers ?? [],
  };
}
