import { ServerError } from '@apollo/client';
import { ACCOUNT_MESSAGES, SIGNUP_PASSWORD_RULES } from '@coffer/shared-contracts';
import { screen, within } from '@coffer/web-testing';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi, graphqlError } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { signInOptionsMock } from '../../testing/sign-in-mocks';
import { PASSWORDS_DIFFER } from '../NewPasswordFields/NewPasswordFields';
import { canSubmitSignup, SIGNUP_PASSWORD_OFF_TEXT, SignupScreen } from './SignupScreen';

const VALID = { name: 'Ann', email: 'ann@example.com', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };

describe(canSubmitSignup.name, () => {
  it.each([
    [{}, true],
    [{ name: '   ' }, false],
    [{ email: 'ann@example' }, false],
    [{ password: 'abcdef1!', confirmPassword: 'abcdef1!' }, false],
    [{ password: 'Abcdefg!', confirmPassword: 'Abcdefg!' }, false],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, false],
    [{ confirmPassword: 'Abcdef1?' }, false],
  ])('with %p: %p', (change, expected) => {
    expect(canSubmitSignup({ ...VALID, ...change })).toBe(expected);
  });
});

describe(SignupScreen.name, () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  const fill = async (user: ReturnType<typeof renderWithAuth>['user'], values = VALID) => {
    await user.type(screen.getByLabelText(/^Name/), values.name);
    await user.type(screen.getByLabelText(/^Email/), values.email);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), values.password);
    await user.type(screen.getByLabelText(/^Confirm password/), values.confirmPassword);
  };

  it('invites to create an account, with the four fields, the checklist and a link to log in', () => {
    renderWithAuth(<SignupScreen />, { path: '/signup', mocks: [signInOptionsMock()], route: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account to join Coffer' })).toBeInTheDocument();
    for (const label of [/^Name/, /^Email/, /^Password/, /^Confirm password/]) {
      expect(screen.getByLabelText(label, { selector: 'input' })).toBeInTheDocument();
    }
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(SIGNUP_PASSWORD_RULES.map((rule) => `${rule.label} (not met)`));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('ticks the rules live, names a weak password and confirms a match', async () => {
    const { user } = renderWithAuth(<SignupScreen />, {
      path: '/signup',
      mocks: [signInOptionsMock()],
      route: '/signup',
    });
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });

    await user.type(password, 'abc');
    expect(screen.getByText(ACCOUNT_MESSAGES.weakPassword)).toBeInTheDocument();
    const met = () =>
      screen
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('data-met') === 'true')
        .map((li) => li.getAttribute('data-rule'));
    expect(met()).toEqual(['lower']);

    await user.type(password, 'DEF12!');
    expect(met()).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(screen.queryByText(ACCOUNT_MESSAGES.weakPassword)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Confirm password/), 'abcDEF12');
    expect(screen.queryByText(ACCOUNT_MESSAGES.passwordsMatch)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm password/), '!');
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordsMatch)).toBeInTheDocument();
  });

  it("says 'Passwords don't match' once the confirmation differs, and not while it is still being typed", async () => {
    const { user } = renderWithAuth(<SignupScreen />, {
      path: '/signup',
      mocks: [signInOptionsMock()],
      route: '/signup',
    });
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Abcdef1!');
    const confirm = screen.getByLabelText(/^Confirm password/);
    await user.type(confirm, 'Abc');
    expect(screen.queryByText(PASSWORDS_DIFFER)).not.toBeInTheDocument();
    await user.type(confirm, 'x');
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'Abcdef1?');
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'Abcdef1!');
    expect(screen.queryByText(PASSWORDS_DIFFER)).not.toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordsMatch)).toBeInTheDocument();
  });

  it('names an invalid e-mail once the field is left', async () => {
    const { user } = renderWithAuth(<SignupScreen />, {
      path: '/signup',
      mocks: [signInOptionsMock()],
      route: '/signup',
    });
    await user.type(screen.getByLabelText(/^Email/), 'ann@example');
    await user.tab();
    expect(screen.getByText(ACCOUNT_MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it("enables 'Create account' when all rules hold, reads 'Creating...', sends the fields as typed and goes on", async () => {
    let finish!: () => void;
    const api = fakeAuthApi({
      register: jest.fn(() => new Promise<void>((r) => (finish = r))),
      me: jest.fn(async () => ANN),
    });
    const { user } = renderWithAuth(<SignupScreen />, {
      path: '/signup',
      mocks: [signInOptionsMock()],
      route: '/signup',
      store: createAuthStore(api),
    });

    await fill(user, { ...VALID, email: 'Ann@Example.com' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(api.register).toHaveBeenCalledWith({ name: 'Ann', email: 'Ann@Example.com', password: 'Abcdef1!' });
    finish();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("shows the server's message in the red box", async () => {
    const api = fakeAuthApi({
      register: jest.fn(async () => Promise.reject(graphqlError('User already exists.', 'USER_EXISTS'))),
    });
    const { user } = renderWithAuth(<SignupScreen />, {
      path: '/signup',
      mocks: [signInOptionsMock()],
      route: '/signup',
      store: createAuthStore(api),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it.each([
    [
      'a closed registration',
      graphqlError(
        'Registration is closed on this server; ask its administrator for an account.',
        'REGISTRATION_CLOSED',
      ),
      'Registration is closed on this server',
    ],
    [
      'a cross-origin refusal answered as plain JSON',
      new ServerError('Response not successful: Received status code 403', {
        response: new Response('', { status: 403 }),
        bodyText: JSON.stringify({
          statusCode: 403,
          code: 'FORBIDDEN_ORIGIN',
          message:
            'Refused a request from http://127.0.0.1:3000: open Coffer at http://localhost:3000, or set PUBLIC_URL to the address you use.',
        }),
      }),
      'set PUBLIC_URL',
    ],
  ])("shows %s instead of a bare 'Registration failed'", async (_name, refusal, shown) => {
    const api = fakeAuthApi({ register: jest.fn(async () => Promise.reject(refusal)) });
    const { user } = renderWithAuth(<SignupScreen />, {
      path: '/signup',
      mocks: [signInOptionsMock()],
      route: '/signup',
      store: createAuthStore(api),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Registration failed');
  });

  it('says that password sign-up is off where it is, and offers the single sign-on providers instead', async () => {
    renderWithAuth(<SignupScreen />, {
      path: '/signup',
      route: '/signup',
      mocks: [signInOptionsMock({ passwordSignIn: false, providers: [{ id: 'acme', label: 'Acme ID' }] })],
    });
    expect(await screen.findByText(SIGNUP_PASSWORD_OFF_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
