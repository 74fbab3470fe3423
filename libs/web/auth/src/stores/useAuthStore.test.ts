import { ServerError } from '@apollo/client';
import { ACCOUNT_MESSAGES, PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import { PASSKEY_CANCELLED_MESSAGE, PASSKEY_FAILED_MESSAGE } from '../domain/passkeys';
import { ANN, fakeAuthApi, graphqlError } from '../testing/fake-auth-api';
import { createAuthStore, LOGIN_FAILED_MESSAGE, REGISTRATION_FAILED_MESSAGE } from './useAuthStore';

const snapshot = (sut: ReturnType<typeof createAuthStore>) => {
  const { user, loading, error, isAuthenticated } = sut.getState();
  return { user, loading, error, isAuthenticated };
};

describe('authentication state', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('starts loading, signed out, without error', () => {
    expect(snapshot(createAuthStore(fakeAuthApi()))).toEqual({
      user: null,
      loading: true,
      error: null,
      isAuthenticated: false,
    });
  });

  it('starts signed in as the user a page was rendered for, as its initial state too, without a session fetch', () => {
    const api = fakeAuthApi();
    const sut = createAuthStore(api, ANN);
    const signedIn = { user: ANN, loading: false, error: null, isAuthenticated: true };
    expect(snapshot(sut)).toEqual(signedIn);
    // What a render on the server reads.
    const { user, loading, error, isAuthenticated } = sut.getInitialState();
    expect({ user, loading, error, isAuthenticated }).toEqual(signedIn);
    expect(api.me).not.toHaveBeenCalled();
  });

  it('session fetch at start: success sets the user', async () => {
    const api = fakeAuthApi({ me: jest.fn(async () => ANN) });
    const sut = createAuthStore(api);
    await sut.getState().fetchSession();
    expect(snapshot(sut)).toEqual({ user: ANN, loading: false, error: null, isAuthenticated: true });
    expect(api.me).toHaveBeenCalledWith({ initial: true });
  });

  it('session fetch at start: any failure is unauthenticated with no error shown', async () => {
    const sut = createAuthStore(fakeAuthApi());
    await sut.getState().fetchSession();
    expect(snapshot(sut)).toEqual({ user: null, loading: false, error: null, isAuthenticated: false });
  });

  it('login: loading with the error cleared, then the user from the session fetch', async () => {
    let finishLogin!: () => void;
    const api = fakeAuthApi({
      login: jest.fn(() => new Promise<void>((resolve) => (finishLogin = resolve))),
      me: jest.fn(async () => ANN),
    });
    const sut = createAuthStore(api);
    sut.setState({ loading: false, error: 'old error' });

    const pending = sut.getState().login({ email: ANN.email, password: 'secret1' });
    expect(snapshot(sut)).toMatchObject({ loading: true, error: null });
    finishLogin();
    await pending;

    expect(snapshot(sut)).toEqual({ user: ANN, loading: false, error: null, isAuthenticated: true });
    expect(api.login).toHaveBeenCalledWith({ email: ANN.email, password: 'secret1' });
    expect(api.me).toHaveBeenCalledWith();
  });

  it("login failure: signed out with the server's message, and the error re-thrown", async () => {
    const failure = graphqlError(ACCOUNT_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    const sut = createAuthStore(fakeAuthApi({ login: jest.fn(async () => Promise.reject(failure)) }));
    sut.setState({ user: ANN, isAuthenticated: true, loading: false });

    await expect(sut.getState().login({ email: ANN.email, password: 'wrong!!' })).rejects.toBe(failure);
    expect(snapshot(sut)).toEqual({
      user: null,
      loading: false,
      error: 'Invalid credentials.',
      isAuthenticated: false,
    });
    expect(console.error).toHaveBeenCalled();
  });

  it("login failure without a server message: 'Login failed'", async () => {
    const sut = createAuthStore(
      fakeAuthApi({ login: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) }),
    );
    await expect(sut.getState().login({ email: ANN.email, password: 'whatever' })).rejects.toThrow('Failed to fetch');
    expect(sut.getState().error).toBe(LOGIN_FAILED_MESSAGE);
  });

  describe('two-step verification', () => {
    const secondFactorRequired = () =>
      Promise.reject(graphqlError(SECOND_FACTOR_MESSAGES.required, 'SECOND_FACTOR_REQUIRED'));
    const step = (sut: ReturnType<typeof createAuthStore>) => ({
      ...snapshot(sut),
      secondFactorRequired: sut.getState().secondFactorRequired,
    });

    it('a right password of an account with two-step verification asks for a code: no error, no session fetch', async () => {
      const api = fakeAuthApi({ login: jest.fn(secondFactorRequired) });
      const sut = createAuthStore(api);
      await expect(sut.getState().login({ email: ANN.email, password: 'secret1' })).resolves.toBe(
        'second-factor-required',
      );
      expect(step(sut)).toEqual({
        user: null,
        loading: false,
        error: null,
        isAuthenticated: false,
        secondFactorRequired: true,
      });
      expect(api.me).not.toHaveBeenCalled();
      expect(console.error).not.toHaveBeenCalled();
    });

    it('a right code signs in through the session fetch and leaves the second step', async () => {
      const api = fakeAuthApi({ login: jest.fn(secondFactorRequired), me: jest.fn(async () => ANN) });
      const sut = createAuthStore(api);
      await sut.getState().login({ email: ANN.email, password: 'secret1' });
      await sut.getState().loginSecondFactor({ code: '123456' });
      expect(step(sut)).toEqual({
        user: ANN,
        loading: false,
        error: null,
        isAuthenticated: true,
        secondFactorRequired: false,
      });
      expect(api.loginSecondFactor).toHaveBeenCalledWith({ code: '123456' });
    });

    it("a wrong code stays on the second step with the server's message", async () => {
      const wrong = graphqlError(SECOND_FACTOR_MESSAGES.invalidCode, 'INVALID_CODE');
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactor: jest.fn(async () => Promise.reject(wrong)),
      });
      const sut = createAuthStore(api);
      await sut.getState().login({ email: ANN.email, password: 'secret1' });
      await expect(sut.getState().loginSecondFactor({ code: '000000' })).rejects.toBe(wrong);
      expect(step(sut)).toMatchObject({ error: SECOND_FACTOR_MESSAGES.invalidCode, secondFactorRequired: true });
    });

    it('an expired sign-in goes back to the password step with its message', async () => {
      const expired = graphqlError(SECOND_FACTOR_MESSAGES.expired, 'SIGN_IN_EXPIRED');
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactor: jest.fn(async () => Promise.reject(expired)),
      });
      const sut = createAuthStore(api);
      await sut.getState().login({ email: ANN.email, password: 'secret1' });
      await expect(sut.getState().loginSecondFactor({ recoveryCode: 'abcd-efgh-jkmn' })).rejects.toBe(expired);
      expect(step(sut)).toMatchObject({ error: SECOND_FACTOR_MESSAGES.expired, secondFactorRequired: false });
    });

    it("a passkey as the second step: the account's passkey signs in; an account without one stays, saying so", async () => {
      const none = graphqlError(PASSKEY_MESSAGES.none, 'VALIDATION_ERROR');
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactorWithPasskey: jest.fn(async () => Promise.reject(none)),
        me: jest.fn(async () => ANN),
      });
      const sut = createAuthStore(api);
      await sut.getState().login({ email: ANN.email, password: 'secret1' });
      await expect(sut.getState().loginSecondFactorWithPasskey()).rejects.toBe(none);
      expect(step(sut)).toMatchObject({ error: PASSKEY_MESSAGES.none, secondFactorRequired: true });

      api.loginSecondFactorWithPasskey.mockResolvedValue(undefined);
      await sut.getState().loginSecondFactorWithPasskey();
      expect(step(sut)).toEqual({
        user: ANN,
        loading: false,
        error: null,
        isAuthenticated: true,
        secondFactorRequired: false,
      });
    });

    it("single sign-on's second step opens without a password, and the session fetch at start leaves it open", async () => {
      const sut = createAuthStore(fakeAuthApi({ me: jest.fn(async () => null) }));
      sut.setState({ error: 'old error' });
      sut.getState().awaitSecondFactor();
      await sut.getState().fetchSession();
      expect(step(sut)).toEqual({
        user: null,
        loading: false,
        error: null,
        isAuthenticated: false,
        secondFactorRequired: true,
      });
    });

    it('going back to the password leaves the second step and its error', async () => {
      const sut = createAuthStore(fakeAuthApi({ login: jest.fn(secondFactorRequired) }));
      await sut.getState().login({ email: ANN.email, password: 'secret1' });
      sut.setState({ error: SECOND_FACTOR_MESSAGES.invalidCode });
      sut.getState().cancelSecondFactor();
      expect(step(sut)).toMatchObject({ error: null, secondFactorRequired: false });
    });
  });

  describe('a passkey without a password', () => {
    it('signs in through the session fetch', async () => {
      const api = fakeAuthApi({ me: jest.fn(async () => ANN) });
      const sut = createAuthStore(api);
      await sut.getState().loginWithPasskey();
      expect(snapshot(sut)).toEqual({ user: ANN, loading: false, error: null, isAuthenticated: true });
      expect(api.loginWithPasskey).toHaveBeenCalledTimes(1);
    });

    it('a cancelled prompt says so plainly, and is not reported as a fault', async () => {
      const cancelled = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
      const sut = createAuthStore(fakeAuthApi({ loginWithPasskey: jest.fn(async () => Promise.reject(cancelled)) }));
      await expect(sut.getState().loginWithPasskey()).rejects.toBe(cancelled);
      expect(snapshot(sut)).toEqual({
        user: null,
        loading: false,
        error: PASSKEY_CANCELLED_MESSAGE,
        isAuthenticated: false,
      });
      expect(console.error).not.toHaveBeenCalled();
    });

    it('any other browser failure is reported, with a general message', async () => {
      const refused = new DOMException('The relying party ID is not a registrable domain suffix.', 'SecurityError');
      const sut = createAuthStore(fakeAuthApi({ loginWithPasskey: jest.fn(async () => Promise.reject(refused)) }));
      await expect(sut.getState().loginWithPasskey()).rejects.toBe(refused);
      expect(sut.getState().error).toBe(PASSKEY_FAILED_MESSAGE);
      expect(console.error).toHaveBeenCalled();
    });
  });

  it('register: success signs in through the session fetch', async () => {
    const api = fakeAuthApi({ me: jest.fn(async () => ANN) });
    const sut = createAuthStore(api);
    await sut.getState().register({ email: ANN.email, password: 'Abcdef1!', name: 'Ann' });
    expect(snapshot(sut)).toEqual({ user: ANN, loading: false, error: null, isAuthenticated: true });
    expect(api.register).toHaveBeenCalledWith({ email: ANN.email, password: 'Abcdef1!', name: 'Ann' });
  });

  it("register failure: the server's message, else 'Registration failed'", async () => {
    const exists = graphqlError(ACCOUNT_MESSAGES.userExists, 'USER_EXISTS');
    const sut = createAuthStore(fakeAuthApi({ register: jest.fn(async () => Promise.reject(exists)) }));
    await expect(sut.getState().register({ email: ANN.email, password: 'Abcdef1!', name: 'Ann' })).rejects.toBe(exists);
    expect(sut.getState().error).toBe('User already exists.');

    const offline = createAuthStore(
      fakeAuthApi({ register: jest.fn(async () => Promise.reject(new Error('offline'))) }),
    );
    await expect(
      offline.getState().register({ email: ANN.email, password: 'Abcdef1!', name: 'Ann' }),
    ).rejects.toThrow();
    expect(offline.getState().error).toBe(REGISTRATION_FAILED_MESSAGE);
  });

  it('shows a refusal answered as plain JSON with an error status (a cross-origin refusal) instead of the bare fallback', async () => {
    const message =
      'Refused a request from http://127.0.0.1:3000: this server accepts changes only from http://localhost:3000 (its PUBLIC_URL); open Coffer at http://localhost:3000, or set PUBLIC_URL to the address you use.';
    for (const body of [
      { statusCode: 403, code: 'FORBIDDEN_ORIGIN', message },
      { errors: [{ message, extensions: { code: 'FORBIDDEN_ORIGIN' } }] },
    ]) {
      const refusal = new ServerError('Response not successful: Received status code 403', {
        response: new Response(JSON.stringify(body), { status: 403 }),
        bodyText: JSON.stringify(body),
      });
      const sut = createAuthStore(fakeAuthApi({ register: jest.fn(async () => Promise.reject(refusal)) }));
      await expect(sut.getState().register({ email: ANN.email, password: 'Abcdef1!', name: 'Ann' })).rejects.toBe(
        refusal,
      );
      expect(sut.getState().error).toBe(message);
    }
    const html = new ServerError('Bad gateway', {
      response: new Response('<html>', { status: 502 }),
      bodyText: '<html>',
    });
    const sut = createAuthStore(fakeAuthApi({ login: jest.fn(async () => Promise.reject(html)) }));
    await expect(sut.getState().login({ email: ANN.email, password: 'secret1' })).rejects.toBe(html);
    expect(sut.getState().error).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('a session fetch failing after a successful login is a login failure', async () => {
    const sut = createAuthStore(fakeAuthApi());
    await expect(sut.getState().login({ email: ANN.email, password: 'secret1' })).rejects.toThrow();
    expect(snapshot(sut)).toEqual({ user: null, loading: false, error: 'Unauthorized', isAuthenticated: false });
  });

  it('logout: loading, then signed out', async () => {
    let finish!: () => void;
    const sut = createAuthStore(
      fakeAuthApi({ logout: jest.fn(() => new Promise<void>((resolve) => (finish = resolve))) }),
    );
    sut.setState({ user: ANN, isAuthenticated: true, loading: false });
    const pending = sut.getState().logout();
    expect(sut.getState().loading).toBe(true);
    finish();
    await pending;
    expect(snapshot(sut)).toEqual({ user: null, loading: false, error: null, isAuthenticated: false });
  });

  it('logout: signed out even when the server call fails', async () => {
    const sut = createAuthStore(fakeAuthApi({ logout: jest.fn(async () => Promise.reject(new Error('down'))) }));
    sut.setState({ user: ANN, isAuthenticated: true, loading: false });
    await expect(sut.getState().logout()).resolves.toBeUndefined();
    expect(snapshot(sut)).toEqual({ user: null, loading: false, error: null, isAuthenticated: false });
  });

  it("any 401: signed out with 'Session expired. Please login again.'", () => {
    const sut = createAuthStore(fakeAuthApi());
    sut.setState({ user: ANN, isAuthenticated: true, loading: true });
    sut.getState().expireSession();
    expect(snapshot(sut)).toEqual({
      user: null,
      loading: false,
      error: 'Session expired. Please login again.',
      isAuthenticated: false,
    });
  });

  it('revalidation keeps the session on network trouble and refreshes the user', async () => {
    const api = fakeAuthApi();
    api.me.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ...ANN, name: 'Ann B.' });
    const sut = createAuthStore(api);
    sut.setState({ user: ANN, isAuthenticated: true, loading: false });

    await sut.getState().revalidateSession();
    expect(snapshot(sut)).toMatchObject({ user: ANN, isAuthenticated: true });
    await sut.getState().revalidateSession();
    expect(sut.getState().user?.name).toBe('Ann B.');
  });
});
