// The few Coffer API calls the benchmarks make besides uploads.

async function call(url, cookie, path, init = {}) {
  const res = await fetch(`${url}${path}`, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The ids of the files an upload response created. */
export const createdIds = (uploadBody) => JSON.parse(uploadBody).created.map((c) => c.id);

export const deleteItem = (url, cookie, id) => call(url, cookie, `/api/files/${id}`, { method: 'DELETE' });

/** A public link to `fileId`: answers { token, metadataPath, downloadPath } (paths on the server). */
export async function publicShare(url, cookie, fileId) {
  const { token } = await call(url, cookie, '/api/share/create', { method: 'POST', body: JSON.stringify({ fileId, scope: 'public' }) });
  const access = await call(url, null, `/api/share/access/${token}`);
  const signed = new URL(access.downloadUrl, url);
  return { token, metadataPath: `/api/share/access/${token}`, downloadPath: signed.pathname + signed.search };
}

export const graphqlFolderQuery = (path, first) => JSON.stringify({ query: `{ folder(path: ${JSON.stringify(path)}, first: ${first}) { edges { node { id name } } } }` });
