import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

// Response shapes for the OpenAPI description (docs/rest-api.md, Data shapes); the mappers build
// the plain objects.

@ApiSchema({ name: 'Item', description: "One of the caller's files or folders." })
export class ItemResponseDto {
  @ApiProperty({ description: 'The item id (a UUID); every id field and `:id` uses it.' }) _id: string;
  @ApiProperty({ enum: ['file', 'folder'] }) type: 'file' | 'folder';
  @ApiProperty({ description: 'NFC; unique in its folder.' }) name: string;
  @ApiProperty({
    description: "The parent folder's full path, `/` at both ends; `/` for the root.",
    example: '/Photos/',
  })
  path: string;
  @ApiPropertyOptional({ description: 'Files only: the type decided by the bytes.', example: 'image/png' })
  mimetype?: string;
  @ApiPropertyOptional({ description: 'Files only: bytes.' }) size?: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({ description: 'PNG and JPEG files only: the absolute preview URL.' }) url?: string;
  @ApiProperty({ type: [String], description: 'Ids of the accounts the file is shared with directly.' })
  sharedWith: string[];
  @ApiProperty({ description: 'Some link that is not revoked exists (expired ones count).' }) hasShareLink: boolean;
  @ApiPropertyOptional({ description: 'The newest link that is not revoked.' }) shareUrl?: string;
  @ApiPropertyOptional({ enum: ['public', 'restricted'] }) shareScope?: 'public' | 'restricted';
  @ApiProperty({ description: "The owner's user id." }) owner: string;
  @ApiProperty({ type: String, nullable: true, description: 'The multipart file name as uploaded.' }) originalName:
    string | null;
  // Absent (not null) in the answer to creating a folder, which never has them.
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Opaque client metadata, passed through; null when unset.',
  })
  encryptionType?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) iv?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) encryptedKey?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'For `aes128gcm` files: the encrypted name and type (base64url, see the API guide); null otherwise.',
  })
  encryptedMetadata?: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Files: the SHA-256 of the bytes (hex), the download's ETag without quotes; null for folders.",
  })
  contentHash: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The entity tag to send as If-Match: a file's is its quoted content hash (changes with the bytes), a folder's changes when it is renamed or moved. Null only for a file whose bytes are gone.",
    example: '"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"',
  })
  etag: string | null;
}

@ApiSchema({ name: 'ItemList' })
export class ItemListResponseDto {
  @ApiProperty({ type: [ItemResponseDto], description: 'Direct children: by type, then name; never paged.' })
  items: ItemResponseDto[];
}

@ApiSchema({ name: 'SearchResult' })
export class SearchResultResponseDto {
  @ApiProperty({
    type: [ItemResponseDto],
    description: 'Hits, best first: the whole name, then names that start with the text, then the rest.',
  })
  items: ItemResponseDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor: string | null;
}

@ApiSchema({ name: 'UploadedFile' })
export class UploadedFileDto {
  @ApiProperty({ description: 'The new item id (`id`, not `_id`).' }) id: string;
  @ApiProperty({ description: 'The final name (with any ` (n)` suffix).' }) name: string;
  @ApiProperty({ example: '/Trip/day1/' }) path: string;
  @ApiProperty({ type: String, nullable: true, description: 'The multipart file name; never a storage key.' })
  filename: string | null;
}

@ApiSchema({ name: 'UploadShareLink' })
export class UploadShareLinkDto {
  @ApiProperty() token: string;
  @ApiProperty({ description: 'The absolute share URL.' }) url: string;
  @ApiProperty({ enum: ['public', 'restricted'] }) scope: 'public' | 'restricted';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
}

@ApiSchema({ name: 'UploadResult' })
export class UploadResultDto {
  @ApiProperty({ type: [UploadedFileDto], description: 'The created files (not folders), in request order.' })
  created: UploadedFileDto[];
  @ApiProperty({
    type: UploadShareLinkDto,
    nullable: true,
    description: "The first file's link when sharing options were sent, else null.",
  })
  shareLink: UploadShareLinkDto | null;
}

@ApiSchema({ name: 'MoveResult' })
export class MoveResultDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 'Item moved successfully' }) message: string;
  @ApiProperty({ type: ItemResponseDto, description: 'The item where it landed (its name carries any suffix).' })
  movedItem: ItemResponseDto;
}

@ApiSchema({ name: 'Storage' })
export class StorageResponseDto {
  @ApiProperty({ description: 'Bytes used by your files, those in the trash included.' }) used: number;
  @ApiProperty({ description: 'Your quota in bytes.' }) total: number;
  @ApiProperty({ description: 'Bytes of your files in the trash (part of `used` until they are purged).' })
  trashBytes: number;
  @ApiProperty({ example: '1.25' }) usedGB: string;
  @ApiProperty({ example: '15.00' }) totalGB: string;
  @ApiProperty({ example: '8.3' }) percentage: string;
}

@ApiSchema({ name: 'TrashEntry', description: 'An item you deleted, with everything that went with it.' })
export class TrashEntryResponseDto {
  @ApiProperty({ type: ItemResponseDto, description: 'The item as it was: `path` is the folder it goes back to.' })
  item: ItemResponseDto;
  @ApiProperty({ format: 'date-time' }) trashedAt: string;
  @ApiProperty({ format: 'date-time', description: 'When it is deleted for good.' }) expiresAt: string;
  @ApiProperty({ description: 'Bytes of the files that went with it (itself included).' }) totalBytes: number;
  @ApiProperty({ description: 'How many items went with it (itself included).' }) itemCount: number;
}

@ApiSchema({ name: 'TrashPage' })
export class TrashPageResponseDto {
  @ApiProperty({ type: [TrashEntryResponseDto], description: 'Newest first.' }) items: TrashEntryResponseDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor: string | null;
  @ApiProperty({ description: 'Entries in the trash.' }) totalCount: number;
}

@ApiSchema({ name: 'RestoredItems' })
export class RestoredItemsResponseDto {
  @ApiProperty({
    type: [ItemResponseDto],
    description: 'The restored items where they landed (a name may carry a suffix).',
  })
  items: ItemResponseDto[];
}

@ApiSchema({ name: 'PurgedItems' })
export class PurgedItemsResponseDto {
  @ApiProperty({ description: 'How many files were deleted for good.' }) purgedFiles: number;
}

@ApiSchema({ name: 'FileVersion', description: 'An earlier content of one of your files.' })
export class FileVersionResponseDto {
  @ApiProperty({ description: 'The version id.' }) id: string;
  @ApiProperty({ description: 'Bytes.' }) size: number;
  @ApiProperty({ description: 'The type decided by the bytes.', example: 'application/pdf' }) mimetype: string;
  @ApiProperty({ type: String, nullable: true, description: 'The file name it was uploaded under.' }) originalName:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who uploaded it (null once that account is gone).' })
  uploadedBy: string | null;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
  @ApiProperty({ format: 'date-time', description: 'When newer content replaced it.' }) replacedAt: string;
  @ApiProperty({ description: 'Where to download it.' }) downloadUrl: string;
}

@ApiSchema({ name: 'FileVersionPage' })
export class FileVersionPageResponseDto {
  @ApiProperty({ type: [FileVersionResponseDto], description: 'Newest first.' }) items: FileVersionResponseDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor: string | null;
  @ApiProperty({ description: 'Versions kept for the file.' }) totalCount: number;
}

/** The multipart body of an upload (read by receiveMultipart, so documentation only). */
@ApiSchema({ name: 'UploadForm' })
export class UploadFormDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'The files: PDF, PNG, JPEG or plain text, at most 512 MiB each and 2 000 in all.',
  })
  files?: unknown[];
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'A single file (older clients).' })
  file?: unknown;
  @ApiPropertyOptional({
    type: [String],
    description:
      "One per file, in order: the file's path below parentPath (e.g. `Trip/day1/a.jpg`); defaults to the file names. Never parsed as JSON.",
  })
  relativePaths?: string[];
  @ApiPropertyOptional({ type: [String], name: 'relativePaths[]', description: 'Accepted as relativePaths.' })
  relativePathsBracketed?: string[];
  @ApiPropertyOptional({ description: 'The relative paths as a JSON array string, used when relativePaths is absent.' })
  relativePathsJson?: string;
  @ApiPropertyOptional({ description: 'The target folder (full path); default `/`.', example: '/' })
  parentPath?: string;
  @ApiPropertyOptional({ description: 'Alias of parentPath.' }) path?: string;
  @ApiPropertyOptional({
    enum: ['keepBoth', 'replace'],
    description:
      'When a file of the same name is in the folder: keepBoth (default) stores it under a " (n)" name; replace gives the existing file this content and keeps the old content as a version.',
  })
  onConflict?: string;
  @ApiPropertyOptional({
    enum: ['public', 'private'],
    description: 'Give every created file its own link (private: restricted to `emails`); absent: no link.',
  })
  shareType?: string;
  @ApiPropertyOptional({ enum: ['24h', '7d', 'never'], description: "The links' expiry; absent: never." })
  expiry?: string;
  @ApiPropertyOptional({
    description: 'private only: a JSON array string of e-mail addresses.',
    example: '["ann@example.com"]',
  })
  emails?: string;
  @ApiPropertyOptional({ description: 'Opaque client metadata, stored and passed through.' }) encryptionType?: string;
  @ApiPropertyOptional() iv?: string;
  @ApiPropertyOptional() encryptedKey?: string;
}
