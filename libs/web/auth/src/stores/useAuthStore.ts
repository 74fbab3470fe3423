import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ACCOUNT_MESSAGES, type ErrorCode } from '@coffer/shared-contracts';
import { ServerError } from '@apollo/client';
import { errorCodeOf, serverMessageOf } from '@coffer/web-data-access';
import type { AuthApi, LoginCredentials, SecondFactorProof, SessionUser, SignupDetails } from '../api/auth-api';

export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

const SECOND_FACTOR_REQUIRED: ErrorCode = 'SECOND_FACTOR_REQUIRED';
const SIGN_IN_EXPIRED: ErrorCode = 'SIGN_IN_EXPIRED';

/** How a login ended: signed in, or the password was right and a code is asked for next. */
export type LoginOutcome = 'signed-in' | 'second-factor-required';

/** Authentication state. */
export interface AuthState {
  user: SessionUser | null;
  /** Starts true: the session fetch at start has not answered yet. */
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  /**
   * The password was right and the account asks for a second factor: the login screen's second
   * step, until a code completes the sign-in, the server says the sign-in expired, or the person
   * goes back to the password.
   */
  secondFactorRequired: boolean;
  /** Session fetch at application start: a user, or unauthenticated with no error shown. */
  fetchSession: () => Promise<void>;
  /**
   * Re-reads the session of a signed-in user (on navigation and when the tab becomes visible),
   * so a session ended on the server is noticed; a 401 goes through the session-expiry rule.
   */
  revalidateSession: () => Promise<void>;
  /**
   * Logs in, then fetches the session; on failure sets the error and re-throws. An account with
   * two-step verification answers 'second-factor-required' (no error) and sets secondFactorRequired.
   */
  login: (credentials: LoginCredentials) => Promise<LoginOutcome>;
  /**
   * The second step: completes the sign-in with a code, then fetches the session; on failure sets
   * the error and re-throws. An expired sign-in (SIGN_IN_EXPIRED) goes back to the password step.
   */
  loginSecondFactor: (proof: SecondFactorProof) => Promise<void>;
  /**
   * The second step with one of the account's passkeys instead of a code; fails as
   * loginSecondFactor does (the account has no passkey, the browser's prompt was cancelled).
   */
  loginSecondFactorWithPasskey: () => Promise<void>;
  /**
   * Signs in with a passkey alone (no password, no second step), then fetches the session; on
   * failure sets the error (a cancelled prompt says so plainly) and re-throws.
   */
  loginWithPasskey: () => Promise<void>;
  /**
   * Opens the second step for a sign-in begun elsewhere: single sign-on sends an account with
   * two-step verification back to the login screen with its sign-in challenge already set.
   */
  awaitSecondFactor: () => void;
  /** Leaves the second step for the password step. */
  cancelSecondFactor: () => void;
  /** Signs up, then fetches the session; on failure sets the error and re-throws. */
  register: (details: SignupDetails) => Promise<void>;
  /** Ends the session; local state is cleared even when the server call fails. */
  logout: () => Promise<void>;
  /** The global 401 rule: signed out locally with 'Session expired. Please login again.' */
  expireSession: () => void;
  clearError: () => void;
}

export type AuthStore = StoreApi<AuthState>;

const SIGNED_OUT = { user: null, isAuthenticated: false, loading: false, secondFactorRequired: false } as const;

/**
 * The server's own words for a failed sign-in or sign-up: the GraphQL error's message, or, when
 * something between us and the server answered with plain JSON and an error status, the
 * `message` (or GraphQL `errors[0].message`) in that body. Refusals such as "open Coffer at
 * http://localhost:3000, or set PUBLIC_URL" are only useful if the person sees them.
 */
export function failureMessageOf(error: unknown): string | undefined {
  const message = serverMessageOf(error);
  if (message) return message;
  if (!ServerError.is(error)) return undefined;
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    const found = body.errors?.[0]?.message ?? body.message;
    return typeof found === 'string' && found !== '' ? found : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A fresh authentication state machine over `api`; given the user the page was rendered for, it
 * starts signed in as them instead of waiting for the session fetch.
 */
export function createAuthStore(api: AuthApi, signedIn?: SessionUser): AuthStore {
  return createStore<AuthState>()((set, get) => {
    const signIn = async (call: () => Promise<void>, fallback: string): Promise<LoginOutcome> => {
      const secondStep = get().secondFactorRequired;
      set({ loading: true, error: null });
      try {
        await call();
        const user = await api.me();
        if (!user) throw new Error(fallback);
        set({ user, isAuthenticated: true, loading: false, secondFactorRequired: false });
        return 'signed-in';
      } catch (error) {
        const code = errorCodeOf(error);
        // The right password of an account with two-step verification: not a failure to show.
        if (code === SECOND_FACTOR_REQUIRED) {
          set({ ...SIGNED_OUT, secondFactorRequired: true });
          return 'second-factor-required';
        }
        // Loaded on a failure only: every page carries this store.
        const { isPasskeyCancelled, passkeyFailureMessage } = await import('../domain/passkeys');
        // A cancelled passkey prompt is the person's choice, not a fault to report.
        if (!isPasskeyCancelled(error)) console.error(fallback, error);
        set({
          ...SIGNED_OUT,
          // A wrong code may be typed again; an expired sign-in starts over with the password.
          secondFactorRequired: secondStep && code !== SIGN_IN_EXPIRED,
          error: passkeyFailureMessage(error) ?? failureMessageOf(error) ?? fallback,
        });
        throw error;
      }
    };

    return {
      user: signedIn ?? null,
      loading: !signedIn,
      error: null,
      isAuthenticated: !!signedIn,
      secondFactorRequired: false,
      fetchSession: async () => {
        // Nobody signed in: a second step opened meanwhile (awaitSecondFactor) stays open.
        const signedOut = { user: null, isAuthenticated: false, loading: false };
        try {
          const user = await api.me({ initial: true });
          set(user ? { user, isAuthenticated: true, loading: false } : signedOut);
        } catch {
          set(signedOut);
        }
      },
      revalidateSession: async () => {
        if (!get().isAuthenticated) return;
        try {
          const user = await api.me();
          if (user) set({ user });
          else get().expireSession();
        } catch {
          // A 401 has already gone through expireSession (error link); anything else (offline,
          // server restarting) is no reason to sign the user out.
        }
      },
      login: (credentials) => signIn(() => api.login(credentials), LOGIN_FAILED_MESSAGE),
      loginSecondFactor: async (proof) => {
        await signIn(() => api.loginSecondFactor(proof), LOGIN_FAILED_MESSAGE);
      },
      loginSecondFactorWithPasskey: async () => {
        await signIn(() => api.loginSecondFactorWithPasskey(), LOGIN_FAILED_MESSAGE);
      },
      loginWithPasskey: async () => {
        await signIn(() => api.loginWithPasskey(), LOGIN_FAILED_MESSAGE);
      },
      awaitSecondFactor: () => set({ secondFactorRequired: true, error: null }),
      cancelSecondFactor: () => set({ secondFactorRequired: false, error: null }),
      register: async (details) => {
        await signIn(() => api.register(details), REGISTRATION_FAILED_MESSAGE);
      },
      logout: async () => {
        set({ loading: true });
        try {
          await api.logout();
        } catch {
          // A failed logout is ignored; the local state is cleared all the same.
        } finally {
          set(SIGNED_OUT);
        }
      },
      expireSession: () => set({ ...SIGNED_OUT, error: ACCOUNT_MESSAGES.sessionExpired }),
      clearError: () => set({ error: null }),
    };
  });
}

const AuthStoreContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return createElement(AuthStoreContext.Provider, { value: store }, children);
}

/** The authentication store of the surrounding AuthProvider. */
export function useAuthStoreApi(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuthStore must be used inside <AuthProvider>');
  return store;
}

/** Selects from the authentication state; re-renders when the selected value changes. */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(useAuthStoreApi(), selector);
}
