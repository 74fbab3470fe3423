/**
 * The keys of end-to-end encrypted files, kept in this browser only (IndexedDB). The server never
 * has them: without this store, or the link that carries the key in its fragment, nobody can read
 * the file's name or bytes. Entries are keyed by the item's database id (its REST id, the
 * `Coffer-Item-Id` of its upload, GraphQL's `databaseId`); an item's owner and a visitor who added
 * the file to their own files each keep the key for their own item.
 */
export interface EncryptedFileKey {
  itemId: string;
  /** The file key as 22 base64url characters: what this browser decrypts with. */
  key: string;
  /**
   * The share link's fragment as handed out: the key itself, or `p.<salt>.<wrapped>` when the link
   * needs the password too. Null when the file has no link yet.
   */
  linkFragment: string | null;
  savedAt: number;
}

/**
 * The secret of an encrypted upload that has not finished: its key and the salt of its content, so
 * that a resumed upload (after a dropped connection or a reload) encrypts the same bytes again.
 * Forgotten once the upload finishes (the key then moves to its item) or is cancelled.
 */
export interface EncryptedUploadSecret {
  /** The upload's resume fingerprint (tus-js-client's record in this browser). */
  fingerprint: string;
  key: string;
  /** 16 bytes as 22 base64url characters. */
  salt: string;
  /** The file's name and relative path, shown when offering to resume (they stay in this browser). */
  name: string;
  relativePath: string;
}

const DATABASE = 'coffer';
const STORE = 'encrypted-file-keys';
const UPLOAD_STORE = 'encrypted-uploads';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 2);
    request.onupgradeneeded = () => {
      const database = request.result;
      if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'itemId' });
      if (!database.objectStoreNames.contains(UPLOAD_STORE)) {
        database.createObjectStore(UPLOAD_STORE, { keyPath: 'fingerprint' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
  name = STORE,
): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(name, mode);
      const request = run(transaction.objectStore(name));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

export async function saveEncryptedFileKey(entry: Omit<EncryptedFileKey, 'savedAt'>): Promise<void> {
  await inStore('readwrite', (store) => store.put({ ...entry, savedAt: Date.now() }));
}

export async function loadEncryptedFileKey(itemId: string): Promise<EncryptedFileKey | null> {
  const found = await inStore<EncryptedFileKey | undefined>(
    'readonly',
    (store) => store.get(itemId) as IDBRequest<EncryptedFileKey | undefined>,
  );
  return found ?? null;
}

export function loadAllEncryptedFileKeys(): Promise<EncryptedFileKey[]> {
  return inStore('readonly', (store) => store.getAll() as IDBRequest<EncryptedFileKey[]>);
}

export async function forgetEncryptedFileKey(itemId: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(itemId));
}

export async function saveEncryptedUploadSecret(secret: EncryptedUploadSecret): Promise<void> {
  await inStore('readwrite', (store) => store.put(secret), UPLOAD_STORE);
}

export async function loadEncryptedUploadSecret(fingerprint: string): Promise<EncryptedUploadSecret | null> {
  const found = await inStore<EncryptedUploadSecret | undefined>(
    'readonly',
    (store) => store.get(fingerprint) as IDBRequest<EncryptedUploadSecret | undefined>,
    UPLOAD_STORE,
  );
  return found ?? null;
}

export function loadAllEncryptedUploadSecrets(): Promise<EncryptedUploadSecret[]> {
  return inStore('readonly', (store) => store.getAll() as IDBRequest<EncryptedUploadSecret[]>, UPLOAD_STORE);
}

export async function forgetEncryptedUploadSecret(fingerprint: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(fingerprint), UPLOAD_STORE);
}
