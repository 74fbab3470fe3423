import { isStrongPassword, isValidEmail, normalizeEmail, SIGNUP_PASSWORD_RULES } from './account-rules';

describe('account rules', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Ab1!', false],
    ['Abcdef1_', true],
    ['Äbcdef1x', false],
  ])('password %s strong: %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it('names the failing rules in checklist order', () => {
    const failing = SIGNUP_PASSWORD_RULES.filter((r) => !r.test('abc')).map((r) => r.id);
    expect(failing).toEqual(['length', 'upper', 'digit', 'special']);
  });

  it.each([
    ['a@b.co', true],
    ['first.last@example.org', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
    ['', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('email %s valid: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('trims and lowercases e-mails', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
