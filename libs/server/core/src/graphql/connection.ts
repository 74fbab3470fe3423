import type { Page } from '../paging/page';
import type { PageInfoModel } from './page-info.model';

/** A connection as every connection type carries it: edges, their nodes, page info and the total. */
export interface Connection<N, C extends TotalCount = number> {
  edges: Array<{ cursor: string; node: N }>;
  nodes: N[];
  pageInfo: PageInfoModel;
  totalCount: C;
}

/** A count, or a function that counts: graphql-js calls it only when `totalCount` is selected. */
export type TotalCount = number | (() => Promise<number>);

/** A service's page as a connection; `toNode` maps each item (with its index) to its model. */
export function toConnection<T, N, C extends TotalCount>(
  page: Page<T> & { totalCount: C },
  toNode: (item: T, index: number) => N,
): Connection<N, C> {
  const edges = page.items.map(({ item, cursor }, index) => ({ cursor, node: toNode(item, index) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.startCursor,
      endCursor: page.endCursor,
    },
    totalCount: page.totalCount,
  };
}
