import type { UploadEntry } from '../domain/upload-progress';
import { selectGroup, useUploadQueueStore } from './useUploadQueueStore';

const entry = (id: string, group: UploadEntry['group'] = 'dialog'): UploadEntry => ({
  id,
  group,
  name: id,
  relativePath: id,
  size: 10,
  sent: 0,
  speed: 0,
  status: 'queued',
  method: 'tus',
});

describe('upload queue store', () => {
  beforeEach(() => useUploadQueueStore.setState({ entries: [] }));
  const state = () => useUploadQueueStore.getState();

  it('adds in order, patches one or many, and selects a group', () => {
    state().add([entry('a'), entry('b'), entry('r', 'resume')]);
    state().patch('a', { sent: 5, status: 'uploading' });
    state().patchMany(['a', 'b'], (e) => (e.status === 'uploading' ? { status: 'paused' } : {}));
    expect(state().entries.map((e) => [e.id, e.status, e.sent])).toEqual([
      ['a', 'paused', 5],
      ['b', 'queued', 0],
      ['r', 'queued', 0],
    ]);
    expect(selectGroup('resume')(state()).map((e) => e.id)).toEqual(['r']);
  });

  it('clears one group and keeps the other', () => {
    state().add([entry('a'), entry('r', 'resume')]);
    state().clearGroup('dialog');
    expect(state().entries.map((e) => e.id)).toEqual(['r']);
  });
});
