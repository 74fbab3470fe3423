import { CLIENT_BINDING_HEADER, CLIENT_BINDING_PATTERN } from '@coffer/shared-contracts';
import { clientBinding, clientBindingHeaders } from './client-binding';

describe('the per-origin client binding', () => {
  beforeEach(() => localStorage.clear());

  it('makes one random value per origin and keeps it', () => {
    const first = clientBinding();
    expect(first).toMatch(CLIENT_BINDING_PATTERN);
    expect(clientBinding()).toBe(first);
    expect(clientBindingHeaders()).toEqual({ [CLIENT_BINDING_HEADER]: first });
    localStorage.clear();
    expect(clientBinding()).not.toBe(first);
  });

  it('replaces a malformed stored value, and sends no header without storage', () => {
    localStorage.setItem('coffer.client-binding', 'short');
    expect(clientBinding()).toMatch(CLIENT_BINDING_PATTERN);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(clientBindingHeaders(broken)).toEqual({});
  });
});
