import 'fake-indexeddb/auto';
import {
  forgetEncryptedFileKey,
  loadAllEncryptedFileKeys,
  loadEncryptedFileKey,
  saveEncryptedFileKey,
  forgetEncryptedUploadSecret,
  loadAllEncryptedUploadSecrets,
  loadEncryptedUploadSecret,
  saveEncryptedUploadSecret,
} from './encrypted-file-keys';

describe('encrypted file keys', () => {
  it('keeps a key per item across database openings, replaces it and forgets it', async () => {
    expect(await loadEncryptedFileKey('item-1')).toBeNull();
    await saveEncryptedFileKey({ itemId: 'item-1', key: 'k'.repeat(22), linkFragment: null });
    await saveEncryptedFileKey({ itemId: 'item-2', key: 'x'.repeat(22), linkFragment: 'x'.repeat(22) });
    await saveEncryptedFileKey({ itemId: 'item-1', key: 'k'.repeat(22), linkFragment: 'p.salt.wrapped' });

    expect(await loadEncryptedFileKey('item-1')).toMatchObject({ key: 'k'.repeat(22), linkFragment: 'p.salt.wrapped' });
    expect((await loadAllEncryptedFileKeys()).map((entry) => entry.itemId).sort()).toEqual(['item-1', 'item-2']);

    await forgetEncryptedFileKey('item-1');
    expect(await loadEncryptedFileKey('item-1')).toBeNull();
    expect(await loadEncryptedFileKey('item-2')).toMatchObject({ key: 'x'.repeat(22) });
  });
});

describe('encrypted upload secrets', () => {
  it('keeps the key and salt of an unfinished upload by its fingerprint until forgotten', async () => {
    const secret = {
      fingerprint: 'coffer-e2e:1',
      key: 'k'.repeat(22),
      salt: 's'.repeat(22),
      name: 'a',
      relativePath: 'a',
    };
    await saveEncryptedUploadSecret(secret);
    expect(await loadEncryptedUploadSecret('coffer-e2e:1')).toEqual(secret);
    expect(await loadAllEncryptedUploadSecrets()).toEqual([secret]);
    // The item keys live in their own store.
    expect(await loadEncryptedFileKey('coffer-e2e:1')).toBeNull();
    await forgetEncryptedUploadSecret('coffer-e2e:1');
    expect(await loadEncryptedUploadSecret('coffer-e2e:1')).toBeNull();
  });
});
