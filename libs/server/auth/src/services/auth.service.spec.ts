import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { DomainError, type PasswordHasher } from '@coffer/server-core';
import type { UserEntity } from '../persistence/user.entity';
import type { UserRepository } from '../persistence/user.repository';
import { AuthService } from './auth.service';
import type { LoginThrottleService } from './login-throttle.service';
import type { SessionService } from './session.service';

const ticket = { account: 'login:account:a@b.co:1.2.3.4', address: 'login:address:1.2.3.4' };

function setup(existing: Partial<UserEntity> | null = null) {
  const users = { findByEmail: jest.fn().mockResolvedValue(existing), insertUnlessEmailTaken: jest.fn() };
  const hasher = { hash: jest.fn().mockResolvedValue('hash'), verify: jest.fn(), verifyNothing: jest.fn().mockResolvedValue(false) };
  const sessions = { start: jest.fn().mockResolvedValue({ token: 't', maxAgeSeconds: 60 }), end: jest.fn(), resolve: jest.fn() };
  const throttle = { consume: jest.fn().mockResolvedValue(ticket), succeeded: jest.fn() };
  const sut = new AuthService(
    users as unknown as UserRepository,
    hasher as unknown as PasswordHasher,
    sessions as unknown as SessionService,
    throttle as unknown as LoginThrottleService,
  );
  return { sut, users, hasher, sessions, throttle };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'none';
}

describe(AuthService.name, () => {
  describe('verifyCredentials', () => {
    it('spends one hash verification on an unknown e-mail and answers INVALID_CREDENTIALS', async () => {
      const { sut, hasher, throttle } = setup(null);
      expect(await codeOf(sut.verifyCredentials({ email: 'a@b.co', password: 'secret1', clientAddress: '1.2.3.4' }))).toBe('INVALID_CREDENTIALS');
      expect(hasher.verifyNothing).toHaveBeenCalledTimes(1);
      expect(throttle.succeeded).not.toHaveBeenCalled();
    });

    it('gives the throttle its attempt back only on success', async () => {
      const { sut, hasher, throttle } = setup({ id: 'u1', email: 'a@b.co', name: 'A', passwordHash: 'h' });
      hasher.verify.mockResolvedValueOnce(false);
      expect(await codeOf(sut.verifyCredentials({ email: 'A@B.co', password: 'wrong12', clientAddress: '1.2.3.4' }))).toBe('INVALID_CREDENTIALS');
      expect(throttle.succeeded).not.toHaveBeenCalled();
      hasher.verify.mockResolvedValueOnce(true);
      await expect(sut.verifyCredentials({ email: 'A@B.co', password: 'right12', clientAddress: '1.2.3.4' })).resolves.toEqual({ id: 'u1', email: 'a@b.co', name: 'A' });
      expect(throttle.consume).toHaveBeenCalledWith('a@b.co', '1.2.3.4');
      expect(throttle.succeeded).toHaveBeenCalledWith(ticket);
    });

    it('does not count malformed input as an attempt', async () => {
      const { sut, throttle } = setup();
      expect(await codeOf(sut.verifyCredentials({ email: 42, password: 'secret1', clientAddress: undefined }))).toBe('VALIDATION_ERROR');
      expect(await codeOf(sut.verifyCredentials({ email: 'a@b.co', password: ['x'], clientAddress: undefined }))).toBe('VALIDATION_ERROR');
      expect(throttle.consume).not.toHaveBeenCalled();
    });

    it('never hashes an oversized password against a real account', async () => {
      const { sut, hasher } = setup({ id: 'u1', email: 'a@b.co', name: 'A', passwordHash: 'h' });
      expect(await codeOf(sut.verifyCredentials({ email: 'a@b.co', password: 'x'.repeat(5000), clientAddress: undefined }))).toBe('INVALID_CREDENTIALS');
      expect(hasher.verify).not.toHaveBeenCalled();
      expect(hasher.verifyNothing.mock.calls[0][0]).toHaveLength(1024);
    });
  });

  describe('register', () => {
    it('answers USER_EXISTS when a concurrent insert wins the unique index', async () => {
      const { sut, users, sessions } = setup(null);
      users.insertUnlessEmailTaken.mockResolvedValue(null);
      expect(await codeOf(sut.register({ email: 'a@b.co', password: 'Str0ng!pass', name: 'A' }))).toBe('USER_EXISTS');
      expect(sessions.start).not.toHaveBeenCalled();
    });

    it('stores the normalised e-mail, the trimmed name and only a hash', async () => {
      const { sut, users } = setup(null);
      users.insertUnlessEmailTaken.mockImplementation(async (v) => ({ id: 'u1', ...v }));
      const { user } = await sut.register({ email: ' A@B.Co ', password: 'Str0ng!pass', name: ' Ann ', previousSessionToken: 'old' });
      expect(users.insertUnlessEmailTaken).toHaveBeenCalledWith({ email: 'a@b.co', name: 'Ann', passwordHash: 'hash' });
      expect(user).toEqual({ id: 'u1', email: 'a@b.co', name: 'Ann' });
    });

    it('rejects a non-string password as weak', async () => {
      const { sut } = setup(null);
      await expect(sut.register({ email: 'a@b.co', password: 12345678, name: 'A' })).rejects.toMatchObject({
        code: 'WEAK_PASSWORD',
        message: ACCOUNT_MESSAGES.weakPassword,
      });
    });
  });
});
