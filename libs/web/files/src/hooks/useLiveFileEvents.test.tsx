import { render, screen } from '@coffer/web-testing';
// The badge's query belongs to the sharing feature; its generated document stands in here.
import { UnseenSharesDocument as UNSEEN_SHARES_QUERY, useQuery } from '@coffer/web-data-access';
import { ITEMS_CHANGED_SUBSCRIPTION, SHARE_RECEIVED_SUBSCRIPTION, SHARE_WITHDRAWN_SUBSCRIPTION } from '../graphql/live';
import { useLiveFileEvents } from './useLiveFileEvents';

function Badge() {
  useLiveFileEvents();
  const { data } = useQuery(UNSEEN_SHARES_QUERY, { fetchPolicy: 'cache-and-network' });
  return <output data-testid="badge">{data?.unseenShares.count ?? '…'}</output>;
}

const unseen = (count: number) => ({
  request: { query: UNSEEN_SHARES_QUERY },
  result: { data: { unseenShares: { __typename: 'UnseenShares', count } } },
});
const quiet = [
  { request: { query: SHARE_RECEIVED_SUBSCRIPTION }, result: { data: null }, delay: 60_000 },
  { request: { query: ITEMS_CHANGED_SUBSCRIPTION, variables: { path: null } }, result: { data: null }, delay: 60_000 },
];

describe(useLiveFileEvents.name, () => {
  it('re-reads the unseen badge at once when a share of a file is withdrawn', async () => {
    render(<Badge />, {
      mocks: [
        unseen(1),
        ...quiet,
        {
          request: { query: SHARE_WITHDRAWN_SUBSCRIPTION },
          result: { data: { shareWithdrawn: { __typename: 'ShareWithdrawnEvent', fileId: 'f1' } } },
          // Late enough that the first count is on screen before the event replaces it, on a busy machine too.
          delay: 1500,
        },
        unseen(0),
      ],
    });
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(await screen.findByText('0', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('does not re-read it without an event', async () => {
    render(<Badge />, {
      mocks: [
        unseen(1),
        ...quiet,
        { request: { query: SHARE_WITHDRAWN_SUBSCRIPTION }, result: { data: null }, delay: 60_000 },
        unseen(0),
      ],
    });
    expect(await screen.findByText('1')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByTestId('badge')).toHaveTextContent('1');
  });
});
