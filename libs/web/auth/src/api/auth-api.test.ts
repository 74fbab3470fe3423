import { CombinedGraphQLErrors } from '@apollo/client';
import type { ApolloClient } from '@coffer/web-data-access';
import { createGraphqlAuthApi } from './auth-api';

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
