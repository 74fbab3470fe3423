import { Field, ID, InterfaceType } from '@nestjs/graphql';
import { NODE_TYPE, type NodeSource } from './node-source';

/** An object a client can fetch again by its global id (the Relay global object identification spec). */
@InterfaceType('Node', {
  description: 'An object with a global id: `node(id:)` fetches it again.',
  resolveType: (value: NodeSource) => value[NODE_TYPE],
})
export abstract class NodeInterface {
  @Field(() => ID, {
    description: 'Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments.',
  })
  id: string;

  @Field(() => ID, { description: 'The UUID of the row (the REST API `_id`).' })
  databaseId: string;
}
