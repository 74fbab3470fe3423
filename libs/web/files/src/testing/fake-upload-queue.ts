import { uploadQueue } from '../api/upload-queue';
import { queuedEntry } from '../domain/upload-progress';
import { useUploadQueueStore } from '../stores/useUploadQueueStore';

/**
 * Stands in for the network: enqueued files appear in the queue as 'uploading' with the ids e0,
 * e1, … and the test moves them on through the store.
 */
export function fakeEnqueue(): jest.SpyInstance {
  return jest.spyOn(uploadQueue, 'enqueue').mockImplementation((group, candidates) => {
    const entries = candidates.map((c, i) => ({
      ...queuedEntry(`e${i}`, group, c, 'tus'),
      status: 'uploading' as const,
    }));
    useUploadQueueStore.getState().add(entries);
    return entries.map((e) => e.id);
  });
}
