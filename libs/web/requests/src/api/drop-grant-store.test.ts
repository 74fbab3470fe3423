import { isUsable, loadGrant, markGrantVoid, saveGrant } from './drop-grant-store';

const GRANT = {
  grant: 'g1',
  validUntil: new Date(Date.now() + 24 * 3600_000).toISOString(),
  sender: { name: 'Ada', email: null, verified: false },
};

describe('drop grant store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a grant per token across reloads', () => {
    saveGrant('tok', GRANT);
    expect(loadGrant('tok')).toMatchObject({ grant: 'g1', sender: { name: 'Ada' } });
    expect(loadGrant('other')).toBeNull();
    expect(isUsable(loadGrant('tok'))).toBe(true);
  });

  it('keeps a refused grant, but not for uploads', () => {
    saveGrant('tok', GRANT);
    markGrantVoid('tok');
    const kept = loadGrant('tok');
    expect(kept?.grant).toBe('g1');
    expect(isUsable(kept)).toBe(false);
  });

  it('does not use a grant about to end, nor an unreadable record', () => {
    expect(isUsable({ ...GRANT, validUntil: new Date(Date.now() + 30_000).toISOString() })).toBe(false);
    localStorage.setItem('coffer.drop-grant:tok', '{not json');
    expect(loadGrant('tok')).toBeNull();
  });
});
