/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { folderPageAnswer, itemNode } from '@coffer/web-files/testing';
import { takeFirstScreenState, type FirstScreenState } from './app/first-screen';
import { renderFirstScreen, type ExecuteOperation } from './server-entry';

/** The cards the server renders (two rows of the widest grid). */
const FIRST_SCREEN_ITEMS = 12;

const ME = { __typename: 'User' as const, id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true };

/** A photo in '/Photos/' with its thumbnails. */
function item(i: number, name = `photo-${i}.png`) {
  return itemNode({
    id: `SXRlbTo${i}`,
    databaseId: `id-${i}`,
    name,
    path: '/Photos/',
    mimeType: 'image/png',
    size: 1000 + i,
    createdAt: '2026-11-28T10:00:00.000Z',
    largeThumbnailUrl: `http://app/api/thumbnails/${i}/large?sig=s${i}`,
    smallThumbnailUrl: `http://app/api/thumbnails/${i}/small?sig=s${i}`,
    downloadUrl: `http://app/api/files/${i}/download?sig=d${i}`,
  });
}

function folderOf(items: ReturnType<typeof item>[]) {
  return { folder: folderPageAnswer(items) };
}

/** Answers like the server: `me`, then the folder; records the operations asked for. */
function server(answers: { me?: unknown; folder?: unknown; errors?: unknown[] } = {}) {
  const asked: { query: string; variables: Record<string, unknown> }[] = [];
  const execute: ExecuteOperation = async (query, variables) => {
    asked.push({ query, variables });
    if (answers.errors) return { errors: answers.errors };
    return { data: query.includes('query Me') ? (answers.me ?? { me: ME }) : (answers.folder ?? folderOf([])) };
  };
  return { execute, asked };
}

describe(renderFirstScreen.name, () => {
  it("renders a My Files folder from the answers to the app's own operations, with the answers for the app", async () => {
    // Answered in another order than the view's (name A→Z).
    const items = Array.from({ length: 40 }, (_, i) => item(i, `photo-${String(i).padStart(2, '0')}.png`)).reverse();
    const { execute, asked } = server({ folder: folderOf(items) });
    const markup = await renderFirstScreen('http://app/dashboard/my-files/Photos', execute);

    expect(asked.map((a) => a.variables)).toEqual([{}, { path: '/Photos/', first: 200, after: null }]);
    // Asked with the __typename the cache keys items by, as the browser's client asks.
    expect(asked[1]!.query).toContain('__typename');
    const dom = new JSDOM(`<div id="root">${markup}</div>`);
    const document = dom.window.document;
    // The frame, the folder's header and the first screenful of cards, with their thumbnails.
    expect(document.querySelector('[data-testid="user-email"]')?.textContent).toBe('ann@example.com');
    expect(document.body.textContent).toContain('My Files');
    // The first screenful of the view, in its order, its first row's thumbnails asked for with the page.
    const shown = [...document.querySelectorAll('[data-testid="file-card"]')];
    expect(shown.map((card) => card.querySelector('[data-testid="item-name"]')?.textContent)).toEqual(
      Array.from({ length: FIRST_SCREEN_ITEMS }, (_, i) => `photo-${String(i).padStart(2, '0')}.png`),
    );
    const thumbnails = shown.map((card) => card.querySelector('img[data-testid="file-thumbnail"]')!);
    expect(thumbnails[0]!.getAttribute('src')).toBe(item(0, 'photo-00.png').largeThumbnailUrl);
    // The first row's asked for with the page, the second row's once laid out near the screen.
    expect(thumbnails.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      ...Array(6).fill('lazy'),
    ]);
    // The answers, for the app to start from; taken out of the page as it reads them.
    const state = takeFirstScreenState(document);
    expect(state).toEqual<FirstScreenState>({
      me: { me: ME },
      folder: { variables: { path: '/Photos/', first: 200, after: null }, data: folderOf(items) },
    });
    expect(document.getElementById('coffer-first-screen')).toBeNull();
  });

  it('writes names as text and the answers as inert JSON, whatever the names hold', async () => {
    const name = '</script><script>alert(1)</script><!--\u2028.png';
    const { execute } = server({ folder: folderOf([item(0, name)]) });
    const markup = (await renderFirstScreen('http://app/dashboard/my-files', execute))!;
    expect(markup).not.toContain('<script>alert');
    expect(markup).not.toContain('<!--\u2028');
    const document = new JSDOM(`<div id="root">${markup}</div>`).window.document;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('[data-testid="item-name"]')?.textContent).toBe(name);
    expect(takeFirstScreenState(document)?.folder.data.folder.edges[0]?.node.name).toBe(name);
  });

  it('renders nothing for other screens, a visitor the server does not know, or answers with errors', async () => {
    for (const url of ['http://app/dashboard', 'http://app/share/abc', 'http://app/login']) {
      const { execute, asked } = server();
      expect(await renderFirstScreen(url, execute)).toBeNull();
      expect(asked).toEqual([]);
    }
    expect(await renderFirstScreen('http://app/dashboard/my-files', server({ me: { me: null } }).execute)).toBeNull();
    const refused = server({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
    expect(await renderFirstScreen('http://app/dashboard/my-files', refused.execute)).toBeNull();
  });
});
