// The few Coffer API calls the benchmarks make besides uploads.

async function call(url, cookie, path, init = {}) {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The ids of the files an upload response created. */
export const createdIds = (uploadBody) => JSON.parse(uploadBody).created.map((c) => c.id);

/** Deletes an item for good: to the trash, then out of it (so runs do not pile up bytes). */
export async function deleteItem(url, cookie, id) {
  await call(url, cookie, `/api/files/${id}`, { method: 'DELETE' });
  await call(url, cookie, `/api/trash/${id}`, { method: 'DELETE' });
}

/** Moves an item to the trash and brings it back: milliseconds of each. */
export async function trashAndRestore(url, cookie, id) {
  let started = performance.now();
  await call(url, cookie, `/api/files/${id}`, { method: 'DELETE' });
  const trash = performance.now() - started;
  started = performance.now();
  await call(url, cookie, '/api/trash/restore', { method: 'POST', body: JSON.stringify({ ids: [id] }) });
  return { trash, restore: performance.now() - started };
}

/** The id of the item `name` directly in the folder at `path`. */
export async function itemIdIn(url, cookie, path, name) {
  const { items } = await call(url, cookie, `/api/files/list?path=${encodeURIComponent(path)}`);
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`${path}${name} not found`);
  return item._id;
}

/** A public link to `fileId`: answers { token, metadataPath, downloadPath } (paths on the server). */
export async function publicShare(url, cookie, fileId) {
  const { token } = await call(url, cookie, '/api/share/create', {
    method: 'POST',
    body: JSON.stringify({ fileId, scope: 'public' }),
  });
  const access = await call(url, null, `/api/share/access/${token}`);
  const signed = new URL(access.downloadUrl, url);
  return { token, metadataPath: `/api/share/access/${token}`, downloadPath: signed.pathname + signed.search };
}

export const graphqlFolderQuery = (path, first) =>
  JSON.stringify({
    query: `{ folder(path: ${JSON.stringify(path)}, first: ${first}) { edges { node { id name } } } }`,
  });

/** One GraphQL operation as a signed-in user; its data, or an error naming what the server said. */
export async function graphql(url, cookie, query) {
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}
