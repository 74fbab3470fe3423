import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { ItemKind, ItemModel } from '@coffer/server-files';
import { hasThumbnail } from '../domain/thumbnail-variant';
import { ThumbnailUrls } from '../services/thumbnail-urls';
import { ThumbnailSize, variantOf } from './thumbnail-size';

/** Adds `thumbnailUrl` to Item without the files feature knowing about thumbnails. */
@Resolver(() => ItemModel)
export class ItemThumbnailResolver {
  constructor(private readonly urls: ThumbnailUrls) {}

  @ResolveField(() => String, {
    nullable: true,
    description:
      'Absolute signed URL of a WebP thumbnail (PNG, JPEG and PDF files; null otherwise). It needs no cookie, lives about an hour, and stays the same URL for ten minutes at a time so browsers cache it; the server checks on every request that you may still read the file.',
  })
  thumbnailUrl(
    @Parent() item: ItemModel,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Args('size', {
      type: () => ThumbnailSize,
      defaultValue: ThumbnailSize.LARGE,
      description: 'Which size.',
    })
    size: ThumbnailSize,
  ): string | null {
    const type = item.type === ItemKind.FILE ? 'file' : 'folder';
    if (!user || !hasThumbnail({ type, mimeType: item.mimeType })) return null;
    return this.urls.urlFor(item.id, user.id, variantOf(size));
  }
}
