import { useSelectionStore } from './useSelectionStore';
import { useViewModeStore } from './useViewModeStore';

describe('selection (spec §4)', () => {
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
    expect(useViewModeStore.getState().viewMode).toBe('grid');
    useViewModeStore.getState().setViewMode('list');
    expect(useViewModeStore.getState().viewMode).toBe('list');
  });
});
