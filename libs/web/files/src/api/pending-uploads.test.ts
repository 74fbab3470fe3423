import 'fake-indexeddb/auto';
import { encryptedLength } from '@coffer/shared-ece';
import { loadEncryptedUploadSecret, saveEncryptedUploadSecret } from '@coffer/web-data-access';
import { matchPicked, settingsFromMetadata } from '../components/ResumeUploads/ResumeUploads';
import { forgetUpload, storedUploads } from './pending-uploads';

// The browser build of tus-js-client (jest resolves the Node one), whose records live in localStorage.
jest.mock('tus-js-client', () => jest.requireActual('tus-js-client/lib.es5/browser/index.js'));

/** A record as tus-js-client keeps it in localStorage for an encrypted upload: no name in it. */
function storeRecord(fingerprint: string, size: number) {
  const key = `tus::${fingerprint}::0.5`;
  localStorage.setItem(
    key,
    JSON.stringify({
      size,
      metadata: { encryption: 'aes128gcm', encryptedMetadata: 'sealed', parentPath: '/A/' },
      creationTime: new Date().toString(),
      uploadUrl: 'http://localhost/api/uploads/u1',
    }),
  );
  return key;
}

describe('unfinished encrypted uploads', () => {
  beforeEach(() => localStorage.clear());

  it('are offered under the name this browser kept with their key, matched by the file’s own size', async () => {
    const fileSize = 200_000;
    const fingerprint = `coffer:${fileSize}:7:/A/:Docs/plan.txt:aes128gcm`;
    const key = storeRecord(fingerprint, encryptedLength(fileSize));
    await saveEncryptedUploadSecret({
      fingerprint,
      key: 'k'.repeat(22),
      salt: 's'.repeat(22),
      name: 'plan.txt',
      relativePath: 'Docs/plan.txt',
    });

    const [upload] = await storedUploads();
    expect(upload).toMatchObject({ name: 'plan.txt', relativePath: 'Docs/plan.txt', fileSize, lastModified: 7 });
    const picked = new File(['x'.repeat(fileSize)], 'plan.txt', { lastModified: 7 });
    const { matched } = matchPicked([picked], [{ ...upload!, offset: 0 }]);
    expect(matched).toHaveLength(1);
    expect(settingsFromMetadata(upload!.metadata)).toMatchObject({ parentPath: '/A/', encrypted: true });

    // Discarding it forgets its key and salt too.
    await forgetUpload(key);
    expect(await loadEncryptedUploadSecret(fingerprint)).toBeNull();
  });

  it('are not offered once this browser lost their key: they could not continue', async () => {
    storeRecord('coffer:10:1:/:x.txt:aes128gcm', encryptedLength(10));
    expect(await storedUploads()).toEqual([]);
  });
});
