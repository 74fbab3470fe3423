import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createCache } from '@coffer/web-data-access';
import { render, screen, waitFor, within } from '@coffer/web-testing';
import { ITEM_SEARCH_QUERY } from '../../graphql/search';
import { SEARCH_PAGE_SIZE } from '../../hooks/useItemSearch';
import { GLOBAL_SEARCH_LABEL, GlobalSearch, NO_MATCHES, SHOW_MORE } from './GlobalSearch';

interface Hit {
  id: string;
  type?: 'FILE' | 'FOLDER';
  name: string;
  path: string;
  size?: number | null;
}

const node = ({ id, type = 'FILE', name, path, size = 2048 }: Hit) => ({
  __typename: 'Item' as const,
  id,
  // The same value as the global id here: the DOM and the links show the database id.
  databaseId: id,
  type,
  name,
  path,
  mimeType: type === 'FILE' ? 'text/plain' : null,
  size: type === 'FILE' ? size : null,
  createdAt: '2025-03-05T10:00:00.000Z',
  encryptionType: null,
  encryptedMetadata: null,
});

function answer(
  query: string,
  hits: Hit[],
  { after = null, next = null, delay = 0 }: { after?: string | null; next?: string | null; delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ITEM_SEARCH_QUERY, variables: { query, first: SEARCH_PAGE_SIZE, after } },
    result: {
      data: {
        search: {
          __typename: 'ItemSearchConnection' as const,
          pageInfo: { __typename: 'PageInfo' as const, endCursor: next, hasNextPage: next !== null },
          edges: hits.map((hit) => ({ __typename: 'ItemEdge' as const, cursor: `c-${hit.id}`, node: node(hit) })),
        },
      },
    },
    delay,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

/** The search with the app's cache (its `search` field policy merges "Show more" pages). */
function renderSearch(mocks: MockLink.MockedResponse[], route = '/dashboard') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={createCache()}>
      {children}
    </MockedProvider>
  );
  return render(
    <>
      <GlobalSearch />
      <Where />
    </>,
    { route, wrapper },
  );
}

const field = () => screen.getByRole('combobox', { name: GLOBAL_SEARCH_LABEL });
const listbox = () => screen.getByRole('listbox', { name: 'Search results' });
const active = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '');

const REPORT: Hit = { id: 'f1', name: 'Report 2024.txt', path: '/Projects/2024 Q1/Drafts/' };
const REPORTS: Hit = { id: 'd1', type: 'FOLDER', name: 'Reports', path: '/' };
const OLD_REPORT: Hit = { id: 'f2', name: 'old report.txt', path: '/Projects/2024 Q1/Drafts/' };
const TAX_REPORT: Hit = { id: 'f3', name: 'tax-report.txt', path: '/Archive/' };

describe(GlobalSearch.name, () => {
  it('groups the hits by folder in the order of their best hit, names the folders and highlights the match', async () => {
    const { user } = renderSearch([answer('report', [REPORT, REPORTS, TAX_REPORT, OLD_REPORT])]);
    await user.type(field(), 'report');

    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(4));
    const groups = within(listbox()).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Projects / 2024 Q1 / Drafts', 'Home', 'Archive']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.getAttribute('data-item-id')),
    ).toEqual(['f1', 'f2']);
    expect(within(groups[1]!).getByRole('option')).toHaveTextContent('ReportsFolder');
    expect(within(groups[0]!).getAllByRole('option')[0]).toHaveTextContent('Report 2024.txt2.0 KB · Mar 5, 2025');
    expect([...listbox().querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Report',
      'report',
      'Report',
      'report',
    ]);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox().id);
  });

  it('highlights a match that differs in case and accents, as the server matched it', async () => {
    const { user } = renderSearch([answer('RESUME', [{ id: 'f9', name: 'Mon Résumé final.txt', path: '/' }])]);
    await user.type(field(), 'RESUME');
    await waitFor(() => expect(screen.getByTestId('search-hit')).toBeInTheDocument());
    expect(listbox().querySelector('mark')).toHaveTextContent(/^Résumé$/);
  });

  it('moves through the hits of all groups with the arrow keys and opens the highlighted file in its folder with Enter', async () => {
    const { user } = renderSearch([answer('report', [REPORT, REPORTS, TAX_REPORT, OLD_REPORT])]);
    await user.type(field(), 'report');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(4));
    expect(field()).not.toHaveAttribute('aria-activedescendant');

    const order: Array<string | null | undefined> = [];
    for (let i = 0; i < 4; i += 1) {
      await user.keyboard('{ArrowDown}');
      order.push(active()?.getAttribute('data-item-id'));
    }
    // Dropdown order: Drafts (f1, f2), Home (d1), Archive (f3).
    expect(order).toEqual(['f1', 'f2', 'd1', 'f3']);
    expect(active()).toHaveAttribute('data-combobox-selected');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toHaveAttribute('data-item-id', 'f2');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\/dashboard\/my-files\/Projects\/2024%20Q1\/Drafts\?file=f2$/,
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveValue('');
  });

  it('opens a folder hit on click, keeping the My Files address the user is on', async () => {
    const { user } = renderSearch([answer('report', [REPORT, REPORTS])], '/app/my-files/Elsewhere');
    await user.type(field(), 'report');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(2));
    await user.click(screen.getAllByRole('option').find((option) => option.getAttribute('data-item-id') === 'd1')!);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app\/my-files\/Reports$/);
  });

  it('Enter with nothing highlighted opens the best hit; Escape closes the dropdown', async () => {
    const { user } = renderSearch([answer('tax', [TAX_REPORT])]);
    await user.type(field(), 'tax');
    await waitFor(() => expect(screen.getByTestId('search-hit')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowDown}');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/my-files\/Archive\?file=f3$/);
  });

  it('says when nothing matches', async () => {
    const { user } = renderSearch([answer('zzz', [])]);
    await user.type(field(), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(NO_MATCHES));
    expect(within(listbox()).queryAllByRole('option')).toHaveLength(0);
  });

  it('asks once typing pauses, not for every key', async () => {
    const first = answer('report', [REPORT]);
    const asked = jest.fn(() => ({ data: (first.result as { data: Record<string, unknown> }).data }));
    const { user } = renderSearch([{ ...first, result: asked }]);
    await user.type(field(), 'report');
    await waitFor(() => expect(screen.getByTestId('search-hit')).toBeInTheDocument());
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shows only the answer to the latest text when an earlier answer arrives late', async () => {
    const { user } = renderSearch([answer('re', [TAX_REPORT], { delay: 600 }), answer('rep', [REPORT])]);
    await user.type(field(), 're');
    // The slow answer to 're' is asked, then the text changes before it arrives.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Searching...'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.type(field(), 'p');
    await waitFor(() =>
      expect(screen.getAllByTestId('search-hit').map((hit) => hit.getAttribute('data-item-id'))).toEqual(['f1']),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getAllByTestId('search-hit').map((hit) => hit.getAttribute('data-item-id'))).toEqual(['f1']);
    expect(screen.getByRole('status')).toHaveTextContent('1 match');
  });

  it('asks for the next page with "Show more" and highlights the first hit that arrived', async () => {
    const { user } = renderSearch([
      answer('report', [REPORT, TAX_REPORT], { next: 'p2' }),
      answer('report', [OLD_REPORT, REPORTS], { after: 'p2' }),
    ]);
    await user.type(field(), 'report');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('2+ matches');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent(SHOW_MORE);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('search-hit')).toHaveLength(4));
    // The second page joins the groups: old report.txt sits with Report 2024.txt.
    expect(screen.getAllByTestId('search-hit').map((hit) => hit.getAttribute('data-item-id'))).toEqual([
      'f1',
      'f2',
      'f3',
      'd1',
    ]);
    expect(screen.queryByRole('option', { name: SHOW_MORE })).not.toBeInTheDocument();
    await waitFor(() => expect(active()).toHaveAttribute('data-item-id', 'f2'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/\?file=f2$/);
  });
});
