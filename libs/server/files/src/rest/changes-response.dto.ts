import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ItemChangeKind } from '../services/change-feed.service';

// Response shapes of /api/changes for the OpenAPI description (docs/change-feed.md).

@ApiSchema({ name: 'ItemChange', description: 'One change of one of your items, with the item as it was then.' })
export class ItemChangeDto {
  @ApiProperty({ description: 'The position right after this change: pass it as `cursor` to go on from here.' })
  cursor: string;
  @ApiProperty({ enum: ['created', 'updated', 'moved', 'renamed', 'trashed', 'restored', 'purged'] })
  kind: ItemChangeKind;
  @ApiProperty({ format: 'date-time', description: 'When the change was committed.' }) at: string;
  @ApiProperty({ description: 'The item id (the `_id` of items).' }) itemId: string;
  @ApiProperty({ enum: ['file', 'folder'] }) type: 'file' | 'folder';
  @ApiProperty({ description: 'Its name after the change.' }) name: string;
  @ApiProperty({ description: "Its parent folder's full path after the change.", example: '/Photos/' }) path: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Files: bytes; null for folders.' }) size: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Files: the SHA-256 of the content after the change, as recorded then; null for folders.',
  })
  contentHash: string | null;
  @ApiProperty({ description: "The item's entity tag after the change (the `etag` of items)." })
  etag: string;
  @ApiProperty({ description: 'It is in the trash after the change.' }) trashed: boolean;
}

@ApiSchema({ name: 'ItemChanges', description: 'A page of your change feed, oldest first.' })
export class ItemChangesDto {
  @ApiProperty({ type: [ItemChangeDto], description: 'The changes, in the order they were committed.' })
  changes: ItemChangeDto[];
  @ApiProperty({ description: 'Where to go on: after the last change, or the cursor sent when the page is empty.' })
  cursor: string;
  @ApiProperty({ description: 'More changes follow already: ask again at once.' }) hasMore: boolean;
}

@ApiSchema({ name: 'ChangesCursor' })
export class ChangesCursorDto {
  @ApiProperty({ description: 'The position after everything committed so far.' }) cursor: string;
}
