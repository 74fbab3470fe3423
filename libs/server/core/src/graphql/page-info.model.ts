import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('PageInfo', { description: 'Cursor pagination state of a connection.' })
export class PageInfoModel {
  @Field({ description: 'More items follow the last edge.' })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last edge; pass it as `after` for the next page.',
  })
  endCursor: string | null;
}
