import { useSelectionStore } from './useSelectionStore';
import { useFileViewPreferencesStore } from './useFileViewPreferencesStore';

describe('selection', () => {
  beforeEach(() => useSelectionStore.setState({ selected: new Set() }));
  const ids = () => [...useSelectionStore.getState().selected].sort();

  it('toggles per item', () => {
    useSelectionStore.getState().toggle('a');
    useSelectionStore.getState().toggle('b');
    useSelectionStore.getState().toggle('a');
    expect(ids()).toEqual(['b']);
  });

  it('selects all given (visible) items, clears, and forgets deleted ones', () => {
    useSelectionStore.getState().selectAll(['a', 'b', 'c']);
    expect(ids()).toEqual(['a', 'b', 'c']);
    useSelectionStore.getState().remove(['b']);
    expect(ids()).toEqual(['a', 'c']);
    useSelectionStore.getState().clear();
    expect(ids()).toEqual([]);
  });
});

describe('view mode', () => {
  it('starts as grid and switches to list', () => {
    expect(useFileViewPreferencesStore.getState().viewMode).toBe('grid');
    useFileViewPreferencesStore.getState().setViewMode('list');
    expect(useFileViewPreferencesStore.getState().viewMode).toBe('list');
  });
});
