import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ItemSearchConnectionModel } from './item.model';

/** Counts a search's hits only when `totalCount` is selected (a broad search has many). */
@Resolver(() => ItemSearchConnectionModel)
export class ItemSearchConnectionResolver {
  @ResolveField(() => Int, { description: 'Hits over all pages (counted only when you ask for it).' })
  totalCount(@Parent() connection: ItemSearchConnectionModel): Promise<number> | number {
    return typeof connection.totalCount === 'function' ? connection.totalCount() : connection.totalCount;
  }
}
