import { Allow } from 'class-validator';

// FilesService validates the values (same rules for GraphQL); these only whitelist the shape.

export class CreateFolderDto {
  @Allow() name: unknown;
  @Allow() path: unknown;
}

export class MoveItemDto {
  @Allow() itemId: unknown;
  @Allow() targetFolderId: unknown;
}
