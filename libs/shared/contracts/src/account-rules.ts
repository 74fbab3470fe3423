/** Account rules shared by the server and the web app. */

export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Enter a valid email',
  loginPasswordTooShort: 'Min 6 characters',
  weakPassword: 'Min 8 chars, include A–Z, a–z, 0–9, and a special',
  passwordsMatch: 'Passwords match',
  nameRequired: 'Name is required',
  invalidCredentials: 'Invalid credentials.',
  userExists: 'User already exists.',
  sessionExpired: 'Session expired. Please login again.',
} as const;

export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
/** Upper bounds keep hashing cost and row sizes bounded. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** The client's `{email}` pattern: `\S+@\S+\.\S+`. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The individual signup password rules, in the order the live checklist shows them. */
export const SIGNUP_PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= SIGNUP_PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'An uppercase letter (A–Z)', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter (a–z)', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A digit (0–9)', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export function isStrongPassword(password: string): boolean {
  return SIGNUP_PASSWORD_RULES.every((rule) => rule.test(password));
}
