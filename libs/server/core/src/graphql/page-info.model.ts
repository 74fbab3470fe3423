import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('PageInfo', { description: 'Cursor pagination state of a connection (the Relay connection spec).' })
export class PageInfoModel {
  @Field({
    description: 'More items follow the last edge. Paging backward: true when `before` was given.',
  })
  hasNextPage: boolean;

  @Field({
    description: 'More items come before the first edge. Paging forward: true when `after` was given.',
  })
  hasPreviousPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the first edge; pass it as `before` (with `last`) for the previous page.',
  })
  startCursor: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last edge; pass it as `after` for the next page.',
  })
  endCursor: string | null;
}
