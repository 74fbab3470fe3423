import type { ApolloClient } from '@coffer/web-data-access';
import { PREFETCH_FRESH_MS, prefetchFolderOf, prefetchedRecently } from './prefetch';

function fakeClient(result: Promise<unknown> = Promise.resolve({ data: null })) {
  const query = jest.fn(() => result);
  return { client: { query } as unknown as ApolloClient, query };
}

describe(prefetchFolderOf.name, () => {
  it('asks for the first page of the folder a My Files address names, without the session-expiry rule', () => {
    const { client, query } = fakeClient();
    prefetchFolderOf(client, '/dashboard/my-files/Photos/2024%20Summer');
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]).toEqual([
      expect.objectContaining({
        variables: { path: '/Photos/2024 Summer/', first: 200, after: null },
        context: { skipSessionExpiry: true },
      }),
    ]);

    prefetchFolderOf(client, '/app/my-files');
    expect(query.mock.calls[1]).toEqual([
      expect.objectContaining({ variables: { path: '/', first: 200, after: null } }),
    ]);
  });

  it('asks for nothing on other screens or for an address that names no folder', () => {
    const { client, query } = fakeClient();
    for (const pathname of [
      '/dashboard',
      '/login',
      '/share/abc',
      '/dashboard/my-filesX',
      '/dashboard/my-files/%E0%A4%A',
    ])
      prefetchFolderOf(client, pathname);
    expect(query).not.toHaveBeenCalled();
  });

  it('ignores a refused request (signed out): the session check decides where to go', async () => {
    const { client } = fakeClient(Promise.reject(new Error('UNAUTHENTICATED')));
    expect(() => prefetchFolderOf(client, '/dashboard/my-files')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('says for a few seconds that it answered the folder, so the folder view need not ask again', async () => {
    const { client } = fakeClient(Promise.resolve({ data: { folder: null } }));
    prefetchFolderOf(client, '/dashboard/my-files/Fresh');
    expect(prefetchedRecently('/Fresh/')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetchedRecently('/Fresh/')).toBe(true);
    expect(prefetchedRecently('/Other/')).toBe(false);
    expect(prefetchedRecently('/Fresh/', Date.now() + PREFETCH_FRESH_MS)).toBe(false);
  });

  it('never counts a refused request as an answer', async () => {
    const { client } = fakeClient(Promise.reject(new Error('UNAUTHENTICATED')));
    prefetchFolderOf(client, '/dashboard/my-files/Refused');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetchedRecently('/Refused/')).toBe(false);
  });
});
