import { render, screen, waitFor, within } from '@coffer/web-testing';
import { SHARE_ACCESS_LOG_QUERY } from '../../graphql/share-access-log';
import { ShareAccessLogButton } from './ShareAccessLogButton';
import { ACCESS_LOG_PAGE_SIZE, ShareAccessLogPanel, describeAccess } from './ShareAccessLogPanel';

const LINK_ID = 'U2hhcmVMaW5rOjExMTExMTExLTExMTEtNDExMS04MTExLTExMTExMTExMTExMQ';

type Action = 'OPEN' | 'DOWNLOAD' | 'ZIP';

function entry(n: number, action: Action, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShareAccessEntryEdge' as const,
    cursor: `cursor-${n}`,
    node: {
      __typename: 'ShareAccessEntry' as const,
      at: `2026-03-0${n}T10:00:00.000Z`,
      action,
      visitorEmail: null,
      clientAddress: '203.0.113.0',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      files:
        action === 'OPEN' ? [] : [{ __typename: 'ShareAccessFile' as const, id: `file-${n}`, name: `report-${n}.pdf` }],
      ...overrides,
    },
  };
}

function page(edges: Array<ReturnType<typeof entry>>, next: string | null, totalCount = edges.length) {
  return {
    data: {
      node: {
        __typename: 'ShareLink' as const,
        id: LINK_ID,
        accessLog: {
          __typename: 'ShareAccessEntryConnection' as const,
          totalCount,
          pageInfo: { __typename: 'PageInfo' as const, hasNextPage: next !== null, endCursor: next },
          edges,
        },
      },
    },
  };
}

const request = (after: string | null) => ({
  query: SHARE_ACCESS_LOG_QUERY,
  variables: { id: LINK_ID, first: ACCESS_LOG_PAGE_SIZE, after },
});

describe(ShareAccessLogPanel.name, () => {
  it('lists when, what, who, where and which browser, newest first, with Anonymous for visitors nobody knows', async () => {
    render(<ShareAccessLogPanel linkId={LINK_ID} />, {
      mocks: [
        {
          request: request(null),
          result: page(
            [
              entry(3, 'DOWNLOAD', { visitorEmail: 'ann@example.com', clientAddress: '2001:db8:abcd::/48' }),
              entry(2, 'OPEN', { clientAddress: null, userAgent: null }),
            ],
            null,
          ),
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Access log' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'What', 'Who', 'Where', 'Browser']);
    const [, newest, older] = within(table).getAllByRole('row');
    expect(within(newest!).getByText('Downloaded report-3.pdf')).toBeInTheDocument();
    expect(within(newest!).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(newest!).getByText('2001:db8:abcd::/48')).toBeInTheDocument();
    expect(within(newest!).getByText(/Firefox\/140\.0/)).toBeInTheDocument();
    expect(within(older!).getByText('Opened the link')).toBeInTheDocument();
    expect(within(older!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(older!).getAllByText('Unknown')).toHaveLength(2);
    expect(screen.getByText(/^2 entries/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("loads the next page under the first with 'Show more'", async () => {
    const { user } = render(<ShareAccessLogPanel linkId={LINK_ID} />, {
      mocks: [
        { request: request(null), result: page([entry(3, 'OPEN')], 'cursor-3', 2) },
        { request: request('cursor-3'), result: page([entry(2, 'ZIP')], null, 2) },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('Opened the link')).toBeInTheDocument();
    expect(screen.getByText('Downloaded 1 file as a zip: report-2.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("keeps the page shown when 'Show more' fails, and lets the owner try again", async () => {
    const { user } = render(<ShareAccessLogPanel linkId={LINK_ID} />, {
      mocks: [
        { request: request(null), result: page([entry(3, 'OPEN')], 'cursor-3', 2) },
        { request: request('cursor-3'), error: new Error('network down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled());
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Opened the link')).toBeInTheDocument();
  });

  it('says so when nobody has opened the link yet', async () => {
    render(<ShareAccessLogPanel linkId={LINK_ID} />, { mocks: [{ request: request(null), result: page([], null) }] });
    expect(await screen.findByText('Nobody has opened this link yet.')).toBeInTheDocument();
  });

  it('shows an error when the log cannot be read', async () => {
    render(<ShareAccessLogPanel linkId={LINK_ID} />, {
      mocks: [{ request: request(null), error: new Error('network down') }],
    });
    expect(await screen.findByText(/Could not load the access log/)).toBeInTheDocument();
  });
});

describe(describeAccess.name, () => {
  const files = (...names: string[]) => names.map((name) => ({ name }));
  it('names what was downloaded, and how many more there were in a big zip', () => {
    expect(describeAccess({ action: 'OPEN', files: [] })).toBe('Opened the link');
    expect(describeAccess({ action: 'DOWNLOAD', files: files('a.txt') })).toBe('Downloaded a.txt');
    expect(describeAccess({ action: 'ZIP', files: files('a', 'b', 'c', 'd', 'e') })).toBe(
      'Downloaded 5 files as a zip: a, b, c and 2 more',
    );
  });
});

describe(ShareAccessLogButton.name, () => {
  it("opens the link's access log from the owner's list of links", async () => {
    const { user } = render(<ShareAccessLogButton linkId={LINK_ID} label="link …abc" />, {
      mocks: [{ request: request(null), result: page([entry(1, 'OPEN')], null) }],
    });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Activity of link …abc' }));
    expect(await screen.findByRole('table', { name: 'Access log' })).toBeInTheDocument();
  });
});
