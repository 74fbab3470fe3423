import { FILE_VIEW_PREFERENCES_KEY, useFileViewPreferencesStore } from './useFileViewPreferencesStore';

describe('file view preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    useFileViewPreferencesStore.setState({ viewMode: 'grid', sort: 'name' });
  });

  it('keeps grid or list and the sort order in localStorage', () => {
    useFileViewPreferencesStore.getState().setViewMode('list');
    useFileViewPreferencesStore.getState().setSort('size');
    expect(JSON.parse(localStorage.getItem(FILE_VIEW_PREFERENCES_KEY)!)).toMatchObject({
      state: { viewMode: 'list', sort: 'size' },
    });
  });

  it('takes the remembered choices back after a reload', async () => {
    localStorage.setItem(
      FILE_VIEW_PREFERENCES_KEY,
      JSON.stringify({ state: { viewMode: 'list', sort: 'date' }, version: 1 }),
    );
    await useFileViewPreferencesStore.persist.rehydrate();
    expect(useFileViewPreferencesStore.getState()).toMatchObject({ viewMode: 'list', sort: 'date' });
  });

  it('ignores remembered values it does not know', async () => {
    localStorage.setItem(
      FILE_VIEW_PREFERENCES_KEY,
      JSON.stringify({ state: { viewMode: 'table', sort: 'colour' }, version: 1 }),
    );
    await useFileViewPreferencesStore.persist.rehydrate();
    expect(useFileViewPreferencesStore.getState()).toMatchObject({ viewMode: 'grid', sort: 'name' });
  });
});
