import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import type { ModuleRef } from '@nestjs/core';
import { DomainError, type AppConfig, type RateLimiterService } from '@coffer/server-core';
import { codeOf } from '@coffer/server-testing/unit';
import type { UserEntity } from '../persistence/user.entity';
import type { UserRepository } from '../persistence/user.repository';
import { AuthService } from './auth.service';
import type { EmailVerificationService } from './email-verification.service';
import type { LoginThrottleService } from './login-throttle.service';
import type { PasskeyService } from './passkey.service';
import type { SsoService } from './sso.service';
import type { SecondFactorService } from './second-factor.service';
import type { SessionService } from './session.service';

const ticket = {
  email: 'a@b.co',
  group: '1.2.3.4',
  account: 'login:account:a@b.co:1.2.3.4',
  address: 'login:address:1.2.3.4',
};

function setup(
  existing: Partial<UserEntity> | null = null,
  registration: AppConfig['registration'] = 'open',
  invited: string[] = [],
) {
  const users = { findByEmail: jest.fn().mockResolvedValue(existing), insertUnlessEmailTaken: jest.fn() };
  const hasher = {
    hash: jest.fn().mockResolvedValue('hash'),
    verify: jest.fn(),
    verifyNothing: jest.fn().mockResolvedValue(false),
  };
  const sessions = {
    start: jest.fn().mockResolvedValue({ token: 't', maxAgeSeconds: 60 }),
    end: jest.fn(),
    resolve: jest.fn(),
  };
  const throttle = { consume: jest.fn().mockResolvedValue(ticket), succeeded: jest.fn(), registered: jest.fn() };
  const limiter = { consume: jest.fn().mockResolvedValue(undefined) };
  const invitations = { isInvited: jest.fn(async (email: string) => invited.includes(email)) };
  const moduleRef = { get: jest.fn(() => invitations) };
  const verification = { send: jest.fn().mockResolvedValue(undefined) };
  const factors = { requiresSecondFactor: jest.fn().mockResolvedValue(false) };
  const config = { registration, registrationsPerAddressPerHour: 10, sso: { passwordSignIn: true } } as AppConfig;
  const sut = new AuthService(
    users as unknown as UserRepository,
    hasher,
    sessions as unknown as SessionService,
    throttle as unknown as LoginThrottleService,
    limiter as unknown as RateLimiterService,
    moduleRef as unknown as ModuleRef,
    verification as unknown as EmailVerificationService,
    factors as unknown as SecondFactorService,
    {} as PasskeyService,
    {} as SsoService,
    config,
  );
  return { sut, users, hasher, sessions, throttle, limiter, invitations, verification };
}

describe(AuthService.name, () => {
  describe('verifyCredentials', () => {
    it('spends one hash verification on an unknown e-mail and answers INVALID_CREDENTIALS', async () => {
      const { sut, hasher, throttle } = setup(null);
      expect(
        await codeOf(sut.verifyCredentials({ email: 'a@b.co', password: 'secret1', clientAddress: '1.2.3.4' })),
      ).toBe('INVALID_CREDENTIALS');
      expect(hasher.verifyNothing).toHaveBeenCalledTimes(1);
      expect(throttle.succeeded).not.toHaveBeenCalled();
    });

    it('gives the throttle its attempt back only on success', async () => {
      const { sut, hasher, throttle } = setup({ id: 'u1', email: 'a@b.co', name: 'A', passwordHash: 'h' });
      hasher.verify.mockResolvedValueOnce(false);
      expect(
        await codeOf(sut.verifyCredentials({ email: 'A@B.co', password: 'wrong12', clientAddress: '1.2.3.4' })),
      ).toBe('INVALID_CREDENTIALS');
      expect(throttle.succeeded).not.toHaveBeenCalled();
      hasher.verify.mockResolvedValueOnce(true);
      await expect(
        sut.verifyCredentials({ email: 'A@B.co', password: 'right12', clientAddress: '1.2.3.4' }),
      ).resolves.toEqual({ id: 'u1', email: 'a@b.co', name: 'A', emailVerified: false });
      expect(throttle.consume).toHaveBeenCalledWith('a@b.co', '1.2.3.4');
      expect(throttle.succeeded).toHaveBeenCalledWith(ticket);
    });

    it('does not count malformed input as an attempt', async () => {
      const { sut, throttle } = setup();
      expect(await codeOf(sut.verifyCredentials({ email: 42, password: 'secret1', clientAddress: undefined }))).toBe(
        'VALIDATION_ERROR',
      );
      expect(await codeOf(sut.verifyCredentials({ email: 'a@b.co', password: ['x'], clientAddress: undefined }))).toBe(
        'VALIDATION_ERROR',
      );
      expect(throttle.consume).not.toHaveBeenCalled();
    });

    it('never hashes an oversized password against a real account', async () => {
      const { sut, hasher } = setup({ id: 'u1', email: 'a@b.co', name: 'A', passwordHash: 'h' });
      expect(
        await codeOf(sut.verifyCredentials({ email: 'a@b.co', password: 'x'.repeat(5000), clientAddress: undefined })),
      ).toBe('INVALID_CREDENTIALS');
      expect(hasher.verify).not.toHaveBeenCalled();
      expect(hasher.verifyNothing.mock.calls[0][0]).toHaveLength(1024);
    });
  });

  describe('register', () => {
    const details = { email: 'New@Example.com', password: 'Str0ng!pass', name: 'N', clientAddress: '2001:db8:5:6::7' };

    it('REGISTRATION=closed refuses everyone with REGISTRATION_CLOSED and creates nothing', async () => {
      const { sut, users } = setup(null, 'closed');
      expect(await codeOf(sut.register(details))).toBe('REGISTRATION_CLOSED');
      expect(users.insertUnlessEmailTaken).not.toHaveBeenCalled();
    });

    it('REGISTRATION=invite admits only addresses someone has shared with', async () => {
      const refused = setup(null, 'invite', ['someone@example.com']);
      expect(await codeOf(refused.sut.register(details))).toBe('REGISTRATION_INVITE_ONLY');
      expect(refused.users.insertUnlessEmailTaken).not.toHaveBeenCalled();
      const admitted = setup(null, 'invite', ['new@example.com']);
      admitted.users.insertUnlessEmailTaken.mockResolvedValue({
        id: 'u9',
        email: 'new@example.com',
        name: 'N',
        passwordHash: 'hash',
      });
      await expect(admitted.sut.register(details)).resolves.toMatchObject({ user: { email: 'new@example.com' } });
      expect(admitted.invitations.isInvited).toHaveBeenCalledWith('new@example.com');
    });

    it('spends the per-address budget (IPv6 by /64) before the invitation and e-mail checks, not on invalid input', async () => {
      const { sut, limiter, invitations } = setup({ id: 'u1' }, 'invite', ['new@example.com']);
      expect(await codeOf(sut.register({ ...details, password: 'weak' }))).toBe('WEAK_PASSWORD');
      expect(limiter.consume).not.toHaveBeenCalled();
      limiter.consume.mockRejectedValueOnce(new DomainError('RATE_LIMITED', 'slow down'));
      expect(await codeOf(sut.register(details))).toBe('RATE_LIMITED');
      expect(invitations.isInvited).not.toHaveBeenCalled();
      expect(limiter.consume).toHaveBeenCalledWith(
        [{ key: 'register:address:2001:db8:5:6::/64', max: 10, windowSeconds: 3600 }],
        expect.any(String),
      );
    });

    it('answers USER_EXISTS when a concurrent insert wins the unique index', async () => {
      const { sut, users, sessions } = setup(null);
      users.insertUnlessEmailTaken.mockResolvedValue(null);
      expect(
        await codeOf(sut.register({ email: 'a@b.co', password: 'Str0ng!pass', name: 'A', clientAddress: '1.2.3.4' })),
      ).toBe('USER_EXISTS');
      expect(sessions.start).not.toHaveBeenCalled();
    });

    it('stores the normalised e-mail, the trimmed name and only a hash', async () => {
      const { sut, users } = setup(null);
      users.insertUnlessEmailTaken.mockImplementation(async (v) => ({ id: 'u1', ...v }));
      const { user } = await sut.register({
        email: ' A@B.Co ',
        password: 'Str0ng!pass',
        name: ' Ann ',
        clientAddress: '1.2.3.4',
        previousSessionToken: 'old',
      });
      expect(users.insertUnlessEmailTaken).toHaveBeenCalledWith({ email: 'a@b.co', name: 'Ann', passwordHash: 'hash' });
      expect(user).toEqual({ id: 'u1', email: 'a@b.co', name: 'Ann', emailVerified: false });
    });

    it('rejects a non-string password as weak', async () => {
      const { sut } = setup(null);
      await expect(
        sut.register({ email: 'a@b.co', password: 12345678, name: 'A', clientAddress: '1.2.3.4' }),
      ).rejects.toMatchObject({
        code: 'WEAK_PASSWORD',
        message: ACCOUNT_MESSAGES.weakPassword,
      });
    });
  });
});
