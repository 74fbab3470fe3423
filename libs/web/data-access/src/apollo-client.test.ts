/**
 * @jest-environment node
 */
import { gql } from '@apollo/client';
import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { createApolloClient } from './apollo-client';
import { SKIP_SESSION_EXPIRY } from './error-link';

const ME = gql`
  query Me {
    me {
      id
      email
      name
    }
  }
`;

function respond(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthorizedBody = {
  data: null,
  errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED', statusCode: 401 } }],
};

describe('createApolloClient', () => {
  it('applies the session-expiry rule to an UNAUTHORIZED GraphQL error', async () => {
    const onUnauthorized = jest.fn();
    const sut = createApolloClient({ onUnauthorized, fetch: respond(200, unauthorizedBody) });

    await expect(sut.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('applies it to an HTTP 401 answer', async () => {
    const onUnauthorized = jest.fn();
    const sut = createApolloClient({
      onUnauthorized,
      fetch: respond(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }),
    });

    await expect(sut.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the start-up session fetch alone (no "session expired" for a visitor)', async () => {
    const onUnauthorized = jest.fn();
    const sut = createApolloClient({ onUnauthorized, fetch: respond(200, unauthorizedBody) });

    await expect(
      sut.query({ query: ME, fetchPolicy: 'network-only', context: { [SKIP_SESSION_EXPIRY]: true } }),
    ).rejects.toThrow('Unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores other errors, such as wrong credentials', async () => {
    const onUnauthorized = jest.fn();
    const sut = createApolloClient({
      onUnauthorized,
      fetch: respond(200, {
        data: null,
        errors: [{ message: ACCOUNT_MESSAGES.invalidCredentials, extensions: { code: 'INVALID_CREDENTIALS' } }],
      }),
    });

    await expect(sut.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Invalid credentials.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the operation to /api/graphql with the cookie policy same-origin', async () => {
    const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
    const sut = createApolloClient({
      onUnauthorized: jest.fn(),
      fetch: async (input, init) => {
        calls.push([input, init]);
        return new Response(
          JSON.stringify({ data: { me: { __typename: 'User', id: '1', email: 'a@b.co', name: 'A' } } }),
          {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      },
    });

    const result = await sut.query({ query: ME });

    expect(result.data).toEqual({ me: { __typename: 'User', id: '1', email: 'a@b.co', name: 'A' } });
    expect(calls[0]?.[0]).toBe('/api/graphql');
    expect(calls[0]?.[1]?.credentials).toBe('same-origin');
  });
});
