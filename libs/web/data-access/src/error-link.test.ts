import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { rateLimitRetryAfter } from './error-link';

const httpError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: { status } as Response,
    bodyText,
  });

describe(rateLimitRetryAfter.name, () => {
  it("answers the server's wait when its request budget is spent, as GraphQL errors or as an HTTP 429", () => {
    const graphqlErrors = new CombinedGraphQLErrors({
      errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', statusCode: 429, retryAfter: 3 } }],
    });
    expect(rateLimitRetryAfter(graphqlErrors)).toBe(3);
    const body = JSON.stringify({
      errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', retryAfter: 7 } }],
    });
    expect(rateLimitRetryAfter(httpError(429, body))).toBe(7);
  });

  it('waits one second when a 429 names no wait', () => {
    expect(rateLimitRetryAfter(httpError(429, '<html>busy</html>'))).toBe(1);
  });

  it('answers null for every other failure', () => {
    expect(
      rateLimitRetryAfter(
        new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'UNAUTHORIZED' } }] }),
      ),
    ).toBeNull();
    expect(rateLimitRetryAfter(httpError(500, '{}'))).toBeNull();
    expect(rateLimitRetryAfter(httpError(401, '{}'))).toBeNull();
    expect(rateLimitRetryAfter(new TypeError('Failed to fetch'))).toBeNull();
  });
});
