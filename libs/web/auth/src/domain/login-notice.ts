/** Router state that makes the Login screen show a notice in its green box. */
export interface LoginNoticeState {
  notice: string;
}

export const PASSWORD_RESET_NOTICE =
  'Your password was changed and every session was signed out. Log in with your new password.';

/** The notice carried to /login in the router state, if any. */
export function loginNoticeOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const notice = state.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
