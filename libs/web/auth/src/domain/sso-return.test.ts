import { SSO_ERROR_MESSAGES } from '@coffer/shared-contracts';
import { ssoReturnOf, withoutSsoReturn } from './sso-return';

describe(ssoReturnOf.name, () => {
  it.each([
    ['?sso_error=unverified', { kind: 'error', message: SSO_ERROR_MESSAGES.unverified }],
    ['?sso_error=closed', { kind: 'error', message: SSO_ERROR_MESSAGES.closed }],
    ['?sso_error=toString', { kind: 'error', message: SSO_ERROR_MESSAGES.failed }],
    ['?sso_error=', { kind: 'error', message: SSO_ERROR_MESSAGES.failed }],
    ['?sso_link=abc_-123', { kind: 'link', token: 'abc_-123' }],
    ['?second_factor=1&return_to=%2Fdashboard%2Fshared', { kind: 'second-factor', returnTo: '/dashboard/shared' }],
    ['?second_factor=1&return_to=%2F%2Fevil.example', { kind: 'second-factor', returnTo: null }],
    ['?second_factor=1&return_to=https%3A%2F%2Fevil.example', { kind: 'second-factor', returnTo: null }],
    ['?second_factor=1', { kind: 'second-factor', returnTo: null }],
  ])('%s reads as %p', (search, expected) => {
    expect(ssoReturnOf(search)).toEqual(expected);
  });

  it.each(['', '?foo=1', '?second_factor=0', '?sso_link='])('%p is no single sign-on answer', (search) => {
    expect(ssoReturnOf(search)).toBeNull();
  });
});

describe(withoutSsoReturn.name, () => {
  it('drops the single sign-on parameters and keeps the rest', () => {
    expect(withoutSsoReturn('?second_factor=1&return_to=%2Fx')).toBe('');
    expect(withoutSsoReturn('?sso_link=t&lang=de')).toBe('?lang=de');
    expect(withoutSsoReturn('')).toBe('');
  });
});
