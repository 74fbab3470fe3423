import { useEffect, useState } from 'react';
import { useApolloClient } from '@coffer/web-data-access';
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
  const client = useApolloClient();
  // The client's own query, not the useQuery hook: the login screen stays small for a first visit.
  const [options, setOptions] = useState<SignInOptions>(
    () => client.readQuery({ query: SIGN_IN_OPTIONS_QUERY })?.signInOptions ?? DEFAULT_OPTIONS,
  );
  useEffect(() => {
    let current = true;
    client
      .query({ query: SIGN_IN_OPTIONS_QUERY })
      .then(({ data }) => {
        if (current && data) setOptions(data.signInOptions);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client]);
  return options;
}

const DEFAULT_OPTIONS: SignInOptions = { passwordSignIn: true, providers: [] };
