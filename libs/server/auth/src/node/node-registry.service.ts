import { Injectable } from '@nestjs/common';
import {
  assertActorMay,
  currentActor,
  DomainError,
  graphqlErrorOf,
  NODE_RULES,
  NODE_TYPE,
  parseGlobalId,
  toErrorPayload,
  type NodeSource,
  type NodeType,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';

/**
 * Fetches one object of a type for the viewer through that feature's service, with the same access
 * checks as its other queries; null when the viewer may not see it. A not-found DomainError counts as null.
 */
export type NodeLoader = (viewer: AuthenticatedUser, databaseId: string) => Promise<NodeSource | null>;

/** At most this many ids per `nodes` call. */
export const MAX_NODE_IDS = 100;

const NOT_FOUND_CODES = new Set([
  'NOT_FOUND',
  'FILE_NOT_FOUND',
  'SHARE_NOT_FOUND',
  'USER_NOT_FOUND',
  'REQUEST_NOT_FOUND',
]);

/**
 * Global object identification: each feature registers loaders for its types (a type may have
 * several, e.g. the owner's view of an item, then a recipient's); the first that answers wins.
 */
@Injectable()
export class NodeRegistry {
  private readonly loaders = new Map<NodeType, NodeLoader[]>();

  register(type: NodeType, loader: NodeLoader): void {
    this.loaders.set(type, [...(this.loaders.get(type) ?? []), loader]);
  }

  async load(viewer: AuthenticatedUser, id: unknown): Promise<NodeSource | null> {
    const parsed = parseGlobalId(id);
    if (!parsed) return null;
    // The caller must be allowed what the query listing that type needs (a token's scope).
    assertActorMay(currentActor(), NODE_RULES[parsed.type]);
    for (const loader of this.loaders.get(parsed.type) ?? []) {
      const node = await notFoundAsNull(() => loader(viewer, parsed.databaseId));
      if (node) return { ...node, [NODE_TYPE]: parsed.type };
    }
    return null;
  }

  /** Like `load` for each id; an id the caller may not fetch answers its refusal in its own place. */
  async loadMany(viewer: AuthenticatedUser, ids: unknown[]): Promise<Array<NodeSource | null | Error>> {
    if (ids.length > MAX_NODE_IDS)
      throw new DomainError('VALIDATION_ERROR', `nodes takes at most ${MAX_NODE_IDS} ids.`);
    const nodes: Array<NodeSource | null | Error> = [];
    for (const id of ids) {
      try {
        nodes.push(await this.load(viewer, id));
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'FORBIDDEN')) throw error;
        nodes.push(graphqlErrorOf(toErrorPayload(error)));
      }
    }
    return nodes;
  }
}

async function notFoundAsNull(load: () => Promise<NodeSource | null>): Promise<NodeSource | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DomainError && NOT_FOUND_CODES.has(error.code)) return null;
    throw error;
  }
}
