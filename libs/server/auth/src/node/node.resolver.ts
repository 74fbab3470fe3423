import { Args, ID, Info, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { NodeInterface, toGlobalId, type NodeSource, type NodeType } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { MAX_NODE_IDS, NodeRegistry } from './node-registry.service';

/** `node`, `nodes`, and the two Node fields every implementing type inherits. */
@Resolver(() => NodeInterface)
export class NodeResolver {
  constructor(private readonly registry: NodeRegistry) {}

  @Query(() => NodeInterface, {
    nullable: true,
    description:
      'The object with this global id, as you may see it; null for an unknown, malformed or foreign id (never an error).',
  })
  node(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'A global id.' }) id: string,
  ): Promise<NodeSource | null> {
    return this.registry.load(user, id);
  }

  @Query(() => [NodeInterface], {
    nullable: 'items',
    description: `The objects with these global ids, in order (at most ${MAX_NODE_IDS}); null for each id \`node\` answers null for.`,
  })
  nodes(
    @CurrentUser() user: AuthenticatedUser,
    @Args('ids', { type: () => [ID], description: 'Global ids.' }) ids: string[],
  ): Promise<Array<NodeSource | null | Error>> {
    return this.registry.loadMany(user, ids);
  }

  @ResolveField('id', () => ID)
  id(@Parent() node: NodeSource, @Info() info: GraphQLResolveInfo): string {
    return toGlobalId(info.parentType.name as NodeType, node.id);
  }

  @ResolveField('databaseId', () => ID)
  databaseId(@Parent() node: NodeSource): string {
    return node.id;
  }
}
