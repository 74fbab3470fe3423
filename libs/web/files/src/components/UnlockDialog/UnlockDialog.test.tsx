import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { useState } from 'react';
import { encodeKey, encryptMetadata, generateKey, wrapKeyWithPassword } from '@coffer/shared-ece';
import { loadEncryptedFileKey, saveEncryptedFileKey } from '@coffer/web-data-access';
import { render, screen, waitFor, within } from '@coffer/web-testing';
import type { FileItem } from '../../domain/file-item';
import { useDecryptedItems } from '../../hooks/useDecryptedItems';
import { useFileViewPreferencesStore } from '../../stores/useFileViewPreferencesStore';
import { fileItem } from '../../testing/file-items';
import { FileBrowser } from '../FileBrowser/FileBrowser';
import { UnlockDialog } from './UnlockDialog';

// jsdom has no WebCrypto subtle: the browser's own, from Node.
Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
Object.defineProperty(globalThis, 'Blob', { configurable: true, value: NodeBlob });

/** The owner's view as FileManager wires it: decrypted items, the item menu's Unlock and its dialog. */
function OwnerView({ items }: { items: FileItem[] }) {
  const shown = useDecryptedItems(items);
  const [unlocking, setUnlocking] = useState<FileItem | null>(null);
  return (
    <>
      <FileBrowser view="own" items={shown} path="/" onPathChange={jest.fn()} actions={{ onUnlock: setUnlocking }} />
      <UnlockDialog item={unlocking} onClose={() => setUnlocking(null)} />
    </>
  );
}

const encryptedItem = async (key: Uint8Array, name: string) =>
  fileItem({
    name: 'Encrypted file',
    mimeType: 'application/octet-stream',
    encryptedMetadata: await encryptMetadata(key, { name, type: 'application/pdf' }),
    encryption: 'locked',
  });

function cardOf(name: string): HTMLElement {
  const card = screen.queryAllByTestId('file-card').find((c) => within(c).queryByText(name));
  if (!card) throw new Error(`No card shows ${name}`);
  return card;
}

describe('the owner view of encrypted files', () => {
  beforeEach(() => useFileViewPreferencesStore.setState({ viewMode: 'grid', sort: 'name' }));

  it('shows the decrypted name with the lock when this browser has the key, else the placeholder', async () => {
    const key = generateKey();
    const known = await encryptedItem(key, 'Tax return 2026.pdf');
    await saveEncryptedFileKey({ itemId: known.databaseId, key: encodeKey(key), linkFragment: null });
    const unknown = await encryptedItem(generateKey(), 'Hidden.pdf');
    render(<OwnerView items={[known, unknown]} />);

    const card = await waitFor(() => cardOf('Tax return 2026.pdf'));
    expect(within(card).getByText('End-to-end encrypted')).toBeTruthy();
    expect(within(cardOf('Encrypted file')).getByText('End-to-end encrypted')).toBeTruthy();
    expect(screen.queryByText('Hidden.pdf')).toBeNull();
  });

  it('unlocks by a pasted link, refusing another file’s link and a wrong password', async () => {
    const key = generateKey();
    const item = await encryptedItem(key, 'Contract.pdf');
    const { user } = render(<OwnerView items={[item]} />);
    await waitFor(() => cardOf('Encrypted file'));

    await user.click(screen.getByRole('button', { name: 'Actions for Encrypted file' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unlock' }));
    const link = screen.getByLabelText('File link');
    await user.type(link, `http://localhost/s/tok#${encodeKey(generateKey())}`);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/does not open this file/);
    expect(await loadEncryptedFileKey(item.databaseId)).toBeNull();

    await user.clear(link);
    await user.type(link, 'http://localhost/s/tok');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no key/);

    const wrapped = await wrapKeyWithPassword(key, 'hunter2');
    await user.clear(link);
    await user.type(link, `http://localhost/s/tok#${wrapped}`);
    await user.type(screen.getByLabelText('Link password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The password is wrong.'), {
      timeout: 5000,
    });

    await user.clear(screen.getByLabelText('Link password'));
    await user.type(screen.getByLabelText('Link password'), 'hunter2');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => cardOf('Contract.pdf'), { timeout: 5000 });
    expect(within(cardOf('Contract.pdf')).getByText('End-to-end encrypted')).toBeTruthy();
    expect(await loadEncryptedFileKey(item.databaseId)).toMatchObject({ key: encodeKey(key), linkFragment: wrapped });
  }, 20_000);
});
