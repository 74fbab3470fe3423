import { CombinedGraphQLErrors } from '@apollo/client';
import type { AuthApi, SessionUser } from '../api/auth-api';

export const ANN: SessionUser = { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true };

/** A GraphQL error as the server sends it. */
export function graphqlError(message: string, code: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
}

/** An AuthApi whose answers each test sets; by default a signed-out visitor. */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}): jest.Mocked<AuthApi> {
  return {
    login: jest.fn(async () => {}),
    loginSecondFactor: jest.fn(async () => {}),
    loginWithPasskey: jest.fn(async () => {}),
    loginSecondFactorWithPasskey: jest.fn(async () => {}),
    register: jest.fn(async () => {}),
    logout: jest.fn(async () => {}),
    me: jest.fn(async () => {
      throw graphqlError('Unauthorized', 'UNAUTHORIZED');
    }),
    ...overrides,
  } as jest.Mocked<AuthApi>;
}
