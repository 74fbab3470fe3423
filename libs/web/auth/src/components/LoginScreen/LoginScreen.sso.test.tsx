import type { MockLink } from '@apollo/client/testing';
import { SSO_ERROR_MESSAGES, SSO_MESSAGES } from '@coffer/shared-contracts';
import { screen, waitFor } from '@coffer/web-testing';
import { useToastStore } from '@coffer/web-ui';
import { browserLocation } from '../../api/browser-location';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../domain/redirect';
import { SSO_LINK_NOTICE } from '../../domain/sso-return';
import { SSO_LINK_CONFIRM_MUTATION, SSO_START_MUTATION } from '../../graphql/sso';
import { createAuthStore, type AuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi } from '../../testing/fake-auth-api';
import { authStoreFor, renderWithAuth } from '../../testing/render-with-auth';
import { signInOptionsMock, type SignInOptionsFixture } from '../../testing/sign-in-mocks';
import { LoginScreen } from './LoginScreen';

const ACME = { id: 'acme', label: 'Acme ID' };
const CORP = { id: 'corp', label: 'Corp Login' };
const AUTHORIZE_URL = 'https://id.acme.test/authorize?client_id=coffer&state=s';
const LINK_TOKEN = 'Lk_'.padEnd(43, 'x');

const ssoStart = (returnTo: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SSO_START_MUTATION, variables: { provider: ACME.id, returnTo } },
  result,
});

const linkConfirm = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SSO_LINK_CONFIRM_MUTATION, variables: { token: LINK_TOKEN } },
  result,
});

const LINKED = {
  data: { ssoLinkConfirm: { __typename: 'LinkedIdentity', provider: ACME.id, label: ACME.label } },
};

function renderLogin(
  route: string | { pathname: string; state?: unknown },
  {
    options = { providers: [ACME, CORP] },
    mocks = [],
    store = createAuthStore(fakeAuthApi({ me: jest.fn(async () => ANN) })),
  }: { options?: SignInOptionsFixture; mocks?: MockLink.MockedResponse[]; store?: AuthStore } = {},
) {
  return renderWithAuth(<LoginScreen />, {
    path: '/login',
    route,
    mocks: [signInOptionsMock(options), ...mocks],
    store,
  });
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

describe('LoginScreen with single sign-on', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  });
  afterEach(() => useToastStore.getState().remove());

  it("has a 'Sign in with <label>' button per provider that opens the provider, to come back where a login goes", async () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/share/abc');
    const { user } = renderLogin('/login', {
      mocks: [ssoStart('/share/abc', { data: { ssoStart: AUTHORIZE_URL } })],
    });

    expect(await screen.findByRole('button', { name: 'Sign in with Corp Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with Acme ID' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(screen.getByRole('button', { name: 'Opening Acme ID...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in with Corp Login' })).toBeDisabled();
    // The server carries the redirect now: a later login in this tab does not go there.
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('comes back to the page the auth gate carried along', async () => {
    const { user } = renderLogin(
      { pathname: '/login', state: { from: { pathname: '/dashboard/trash', search: '' } } },
      { mocks: [ssoStart('/dashboard/trash', { data: { ssoStart: AUTHORIZE_URL } })] },
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
  });

  it('shows why single sign-on could not start, and stays', async () => {
    const message = 'Acme ID cannot be reached. Please try again later.';
    const { user } = renderLogin('/login', {
      mocks: [ssoStart('/dashboard', { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign in with Acme ID' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers only the providers where password sign-in is off: no password form, sign-up link or Forgot password', async () => {
    renderLogin('/login', { options: { passwordSignIn: false, providers: [ACME] } });

    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Coffer' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create one' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it.each([
    ['failed', SSO_ERROR_MESSAGES.failed],
    ['unverified', SSO_ERROR_MESSAGES.unverified],
    ['closed', SSO_ERROR_MESSAGES.closed],
    ['invite', SSO_ERROR_MESSAGES.invite],
    ['something-else', SSO_ERROR_MESSAGES.failed],
  ])('says why single sign-on ended without a session (sso_error=%s)', async (reason, message) => {
    renderLogin(`/login?sso_error=${reason}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
  });

  it('opens the second step at once for an account with two-step verification, then goes to return_to', async () => {
    const api = fakeAuthApi({ me: jest.fn(async () => ANN) });
    const { user } = renderLogin(`/login?second_factor=1&return_to=${encodeURIComponent('/dashboard/trash')}`, {
      store: createAuthStore(api),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/trash');
    expect(api.loginSecondFactor).toHaveBeenCalledWith({ code: '123456' });
    expect(api.login).not.toHaveBeenCalled();
  });

  it('keeps the second step open when the session fetch at start answers after it opened', async () => {
    let answer!: (user: null) => void;
    const store = createAuthStore(fakeAuthApi({ me: jest.fn(() => new Promise((resolve) => (answer = resolve))) }));
    const starting = store.getState().fetchSession();
    renderLogin('/login?second_factor=1&return_to=%2Fdashboard', { store });
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    answer(null);
    await starting;
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
  });

  it('ignores a return_to that leads to another site', async () => {
    const { user } = renderLogin(`/login?second_factor=1&return_to=${encodeURIComponent('//evil.example/x')}`);
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('explains a link to single sign-on, and confirms it once signed in', async () => {
    const confirmed = jest.fn(() => LINKED);
    const { user } = renderLogin(`/login?sso_link=${LINK_TOKEN}`, { mocks: [linkConfirm(confirmed)] });

    expect(screen.getByRole('status')).toHaveTextContent(SSO_LINK_NOTICE);
    await user.type(screen.getByLabelText(/^Email/), ANN.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(toastTitles()).toContain('Single sign-on linked');
    expect(useToastStore.getState().toasts[0]?.description).toBe('You can sign in with Acme ID from now on.');
  });

  it('confirms the link at once when already signed in', async () => {
    const confirmed = jest.fn(() => LINKED);
    renderLogin(`/login?sso_link=${LINK_TOKEN}`, { mocks: [linkConfirm(confirmed)], store: authStoreFor(ANN) });

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(toastTitles()).toContain('Single sign-on linked');
  });

  it('says why a link was refused, and goes on signed in', async () => {
    renderLogin(`/login?sso_link=${LINK_TOKEN}`, {
      mocks: [
        linkConfirm({ errors: [{ message: SSO_MESSAGES.linkOtherAccount, extensions: { code: 'VALIDATION_ERROR' } }] }),
      ],
      store: authStoreFor(ANN),
    });

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    const [shown] = useToastStore.getState().toasts;
    expect(shown).toMatchObject({
      title: 'Single sign-on not linked',
      description: SSO_MESSAGES.linkOtherAccount,
      variant: 'destructive',
    });
  });

  it('signing in with a provider while a link waits comes back here to confirm it', async () => {
    const { user } = renderLogin(`/login?sso_link=${LINK_TOKEN}`, {
      mocks: [ssoStart(`/login?sso_link=${LINK_TOKEN}`, { data: { ssoStart: AUTHORIZE_URL } })],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
  });
});
