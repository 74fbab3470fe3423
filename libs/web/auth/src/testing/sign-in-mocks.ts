import type { MockLink } from '@apollo/client/testing';
import { SIGN_IN_OPTIONS_QUERY } from '../graphql/sso';

export interface SignInOptionsFixture {
  passwordSignIn?: boolean;
  providers?: Array<{ id: string; label: string }>;
}

/**
 * The server's answer to the login and signup screens' SignInOptions query: passwords on and no
 * providers unless given; answered as often as asked.
 */
export function signInOptionsMock({
  passwordSignIn = true,
  providers = [],
}: SignInOptionsFixture = {}): MockLink.MockedResponse {
  return {
    request: { query: SIGN_IN_OPTIONS_QUERY },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        signInOptions: {
          __typename: 'SignInOptions',
          passwordSignIn,
          providers: providers.map((p) => ({ __typename: 'SsoProvider', ...p })),
        },
      },
    },
  };
}
