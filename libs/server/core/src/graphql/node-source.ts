import type { NodeType } from './global-id';

/** Where a loaded node says which object type it is (read by the Node interface's resolveType). */
export const NODE_TYPE = Symbol('nodeType');

/** A model as resolvers hold it: `id` is the row's UUID; the Node fields turn it into the global id. */
export interface NodeSource {
  id: string;
  [NODE_TYPE]?: NodeType;
}
