import { CombinedGraphQLErrors } from '@apollo/client';
import * as simpleWebauthn from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import type { ApolloClient } from '@coffer/web-data-access';
import { createGraphqlAuthApi } from './auth-api';

jest.mock('@simplewebauthn/browser', () => ({
  ...jest.requireActual<typeof simpleWebauthn>('@simplewebauthn/browser'),
  startAuthentication: jest.fn(),
}));
const webauthn = jest.mocked(simpleWebauthn);

const ME = { __typename: 'User', id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true };
const rateLimited = () =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', statusCode: 429, retryAfter: 2 } }],
  });

function clientAnswering(...answers: (() => Promise<unknown>)[]) {
  const query = jest.fn();
  for (const answer of answers) query.mockImplementationOnce(answer);
  return { client: { query } as unknown as ApolloClient, query };
}

describe('the session call', () => {
  afterEach(() => jest.useRealTimers());

  it("asks again once the server's wait is over when its request budget is spent: the session still holds", async () => {
    jest.useFakeTimers();
    const { client, query } = clientAnswering(
      () => Promise.reject(rateLimited()),
      () => Promise.resolve({ data: { me: ME } }),
    );
    const user = createGraphqlAuthApi(client).me({ initial: true });
    await jest.advanceTimersByTimeAsync(1999);
    expect(query).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(user).resolves.toEqual({ id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('passes every other failure on at once', async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'UNAUTHORIZED' } }] });
    const { client, query } = clientAnswering(() => Promise.reject(refused));
    await expect(createGraphqlAuthApi(client).me()).rejects.toBe(refused);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('answers null when nobody is signed in', async () => {
    const { client } = clientAnswering(() => Promise.resolve({ data: { me: null } }));
    await expect(createGraphqlAuthApi(client).me()).resolves.toBeNull();
  });
});

describe('signing in with a passkey', () => {
  const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };
  const SIGNED = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { signature: 'c2ln' } };

  function clientAnswering(optionsField: string) {
    const calls: string[] = [];
    const mutate = jest.fn(async ({ mutation }: { mutation: { definitions: Array<{ name?: { value: string } }> } }) => {
      const name = mutation.definitions[0]?.name?.value ?? '';
      calls.push(name);
      return name.endsWith('Options') ? { data: { [optionsField]: JSON.stringify(OPTIONS) } } : { data: {} };
    });
    const clearStore = jest.fn(async () => {
      calls.push('clearStore');
      return [];
    });
    return { client: { mutate, clearStore } as unknown as ApolloClient, mutate, calls };
  }

  beforeEach(() => webauthn.startAuthentication.mockResolvedValue(SIGNED as unknown as AuthenticationResponseJSON));

  it("without a password: the server's options, the browser's answer, then the sign-in with it", async () => {
    const { client, mutate, calls } = clientAnswering('loginPasskeyOptions');
    await createGraphqlAuthApi(client).loginWithPasskey();

    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls).toEqual(['LoginPasskeyOptions', 'clearStore', 'LoginPasskey']);
    expect(mutate).toHaveBeenLastCalledWith(
      expect.objectContaining({ variables: { input: { responseJson: JSON.stringify(SIGNED) } } }),
    );
  });

  it("as the second step: the account's options, the browser's answer, then the second step with it", async () => {
    const { client, mutate, calls } = clientAnswering('loginSecondFactorPasskeyOptions');
    await createGraphqlAuthApi(client).loginSecondFactorWithPasskey();

    expect(calls).toEqual(['LoginSecondFactorPasskeyOptions', 'clearStore', 'LoginSecondFactor']);
    expect(mutate).toHaveBeenLastCalledWith(
      expect.objectContaining({ variables: { input: { passkeyResponseJson: JSON.stringify(SIGNED) } } }),
    );
  });

  it('a cancelled prompt leaves the cache alone and sends nothing more', async () => {
    const cancelled = new DOMException('Not allowed.', 'NotAllowedError');
    webauthn.startAuthentication.mockRejectedValue(cancelled);
    const { client, calls } = clientAnswering('loginPasskeyOptions');
    await expect(createGraphqlAuthApi(client).loginWithPasskey()).rejects.toBe(cancelled);
    expect(calls).toEqual(['LoginPasskeyOptions']);
  });
});
