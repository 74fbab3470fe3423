import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { itemEtag } from '../domain/etag';
import { ContentHashBatch } from './content-hash-batch';
import { ItemKind, ItemModel } from './item.model';

/** `Item.contentHash` and `Item.etag`, wherever an item is answered (listings, payloads, shares, uploads). */
@Resolver(() => ItemModel)
export class ItemContentResolver {
  constructor(private readonly hashes: ContentHashBatch) {}

  @ResolveField(() => String, {
    nullable: true,
    description:
      "The SHA-256 of a file's bytes (hex): the download's `ETag` without quotes, equal for equal content. Null for folders.",
  })
  contentHash(
    @Parent() item: ItemModel,
    @Context('req') operation: object | undefined,
  ): Promise<string | null> | string | null {
    if (item.type !== ItemKind.FILE || !item.blobId) return null;
    if (item.contentHash !== undefined) return item.contentHash;
    return this.hashes.load(operation ?? {}, item.blobId);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      "The entity tag to send as `ifMatch` (or If-Match over REST): a file's is its quoted content hash, its download's `ETag`, and changes with its bytes; a folder's changes when it is renamed or moved (or a folder above it is), not when its content changes. Null only for a file whose bytes are gone.",
  })
  async etag(@Parent() item: ItemModel, @Context('req') operation: object | undefined): Promise<string | null> {
    const contentHash = await this.contentHash(item, operation);
    const type = item.type === ItemKind.FILE ? 'file' : 'folder';
    return itemEtag({ id: item.id, type, path: item.path, name: item.name, contentHash });
  }
}
