import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@coffer/web-testing';
import { formatDate, useToastStore } from '@coffer/web-ui';
import { formatRelativeTime } from '../../domain/relative-time';
import { END_OTHER_SESSIONS_MUTATION, END_SESSION_MUTATION, SESSIONS_QUERY } from '../../graphql/sessions';
import { renderWithAuth } from '../../testing/render-with-auth';
import { SIGN_IN_METHOD_LABELS, SessionsView } from './SessionsView';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const session = (
  id: string,
  device: string,
  current: boolean,
  lastSeen: number,
  signInMethod: keyof typeof SIGN_IN_METHOD_LABELS = 'PASSWORD',
) => ({
  __typename: 'Session' as const,
  id,
  device,
  userAgent: null,
  clientAddress: '203.0.113.7',
  createdAt: '2026-03-05T10:00:00.000Z',
  lastSeenAt: minutesAgo(lastSeen),
  current,
  signInMethod,
});
const HERE = session('s1', 'Firefox on Linux', true, 0);
const PHONE = session('s2', 'Safari on iOS', false, 5);
const LAPTOP = session('s3', 'Chrome on Windows', false, 180);

const list = (sessions: Array<ReturnType<typeof session>>): MockLink.MockedResponse => ({
  request: { query: SESSIONS_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User' as const,
        id: 'u1',
        sessions: { __typename: 'SessionConnection' as const, totalCount: sessions.length, nodes: sessions },
      },
    },
  },
});

describe(SessionsView.name, () => {
  afterEach(() => useToastStore.getState().remove());

  it('lists the sessions with this device first and signs another one out after a confirmation', async () => {
    const ended = jest.fn(() => ({
      data: { sessionEnd: { __typename: 'SessionEndPayload' as const, endedSessionId: 's2', userErrors: [] } },
    }));
    const { user } = renderWithAuth(<SessionsView />, {
      mocks: [
        list([PHONE, HERE, LAPTOP]),
        { request: { query: END_SESSION_MUTATION, variables: { id: 's2' } }, result: ended },
        list([HERE, LAPTOP]),
      ],
    });

    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('session-row');
    expect(rows[0]).toHaveTextContent('Firefox on Linux');
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('203.0.113.7 · Active now');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).toHaveTextContent('Last seen 5 minutes ago');
    expect(rows[2]).toHaveTextContent('Last seen 3 hours ago');

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out this session?' });
    expect(dialog).toHaveTextContent('The session "Safari on iOS" is signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
  });

  it("'Sign out everywhere else' asks first, then leaves only this device", async () => {
    const ended = jest.fn(() => ({
      data: {
        sessionsEndOthers: { __typename: 'SessionsEndOthersPayload' as const, endedSessionCount: 2, userErrors: [] },
      },
    }));
    const { user } = renderWithAuth(<SessionsView />, {
      mocks: [
        list([HERE, PHONE, LAPTOP]),
        { request: { query: END_OTHER_SESSIONS_MUTATION }, result: ended },
        list([HERE]),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ended).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere else?' })).getByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('says how each session signed in', async () => {
    renderWithAuth(<SessionsView />, {
      mocks: [
        list([
          session('s1', 'Firefox on Linux', true, 0, 'PASSWORD_AND_TOTP'),
          session('s2', 'Safari on iOS', false, 5, 'PASSWORD_AND_RECOVERY_CODE'),
          session('s3', 'Chrome on Windows', false, 60, 'PASSWORD'),
          session('s4', 'Edge on Windows', false, 90, 'REGISTRATION'),
          session('s5', 'Chrome on Android', false, 120, 'PASSKEY'),
          session('s6', 'Firefox on Windows', false, 150, 'PASSWORD_AND_PASSKEY'),
        ]),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(6));
    const rows = screen.getAllByTestId('session-row');
    const signedIn = `· ${formatDate('2026-03-05T10:00:00.000Z')}`;
    expect(rows[0]).toHaveTextContent(`Signed in with password and authenticator code ${signedIn}`);
    expect(rows[1]).toHaveTextContent(`Signed in with password and recovery code ${signedIn}`);
    expect(rows[2]).toHaveTextContent(`Signed in with password ${signedIn}`);
    expect(rows[3]).toHaveTextContent(`Signed in at sign-up ${signedIn}`);
    expect(rows[4]).toHaveTextContent(`Signed in with passkey ${signedIn}`);
    expect(rows[5]).toHaveTextContent(`Signed in with password and passkey ${signedIn}`);
  });
});

describe(formatRelativeTime.name, () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  it.each([
    ['2026-03-10T11:59:30.000Z', 'just now'],
    ['2026-03-10T11:59:00.000Z', '1 minute ago'],
    ['2026-03-10T11:15:00.000Z', '45 minutes ago'],
    ['2026-03-10T09:00:00.000Z', '3 hours ago'],
    ['2026-03-09T09:00:00.000Z', 'yesterday'],
    ['2026-03-06T12:00:00.000Z', '4 days ago'],
    ['2026-02-01T12:00:00.000Z', 'Feb 1, 2026'],
    ['garbage', '-'],
  ])('%s reads %p', (value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected);
  });
});
