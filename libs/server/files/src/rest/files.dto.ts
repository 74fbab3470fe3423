import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// FilesService validates the values (same rules for GraphQL); these only whitelist the shape.

export class CreateFolderDto {
  @ApiProperty({
    type: String,
    description: 'The new folder\'s name; a taken name gets a " (n)" suffix.',
    example: 'Photos',
  })
  @Allow()
  name: unknown;

  @ApiProperty({
    type: String,
    required: false,
    description: 'The parent folder (full path, default `/`); missing folders along it are created.',
    example: '/',
  })
  @Allow()
  path: unknown;
}

export class MoveItemDto {
  @ApiProperty({ type: String, description: 'The item to move (a folder moves with everything inside).' })
  @Allow()
  itemId: unknown;

  @ApiProperty({ type: String, nullable: true, description: 'The target folder; null (or absent) for the root.' })
  @Allow()
  targetFolderId: unknown;
}

export class TrashIdsDto {
  @ApiProperty({ type: [String], description: 'Trash entries: the ids of the items you deleted.' })
  @Allow()
  ids: unknown;
}
