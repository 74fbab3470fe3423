import { ApiProperty, ApiSchema, PickType } from '@nestjs/swagger';
import { ItemResponseDto } from '@coffer/server-files';

// Response shapes for the OpenAPI description (docs/rest-api.md, Data shapes); the mappers in
// share-response.mapper.ts build the plain objects.

@ApiSchema({ name: 'ShareLinkCreated' })
export class ShareCreatedResponseDto {
  @ApiProperty({ description: 'The absolute share page URL, `<PUBLIC_URL>/share/<token>`.' }) shareUrl: string;
  @ApiProperty({ description: 'Server-generated, unpadded base64url.' }) token: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Download limit; null: none.' }) maxAccess: number | null;
  @ApiProperty({ enum: ['public', 'restricted'] }) scope: 'public' | 'restricted';
  @ApiProperty({ type: [String], description: 'Account ids a restricted link admits.' }) allowedUsers: string[];
  @ApiProperty({ type: [String], description: 'Addresses a restricted link admits (lowercased).' })
  allowedEmails: string[];
  @ApiProperty({
    required: false,
    enum: ['folder', 'set'],
    description: 'What the link names, for folder and set links; absent for a file link.',
  })
  kind?: 'folder' | 'set';
}

@ApiSchema({ name: 'ShareLink', description: 'What the owner sees of a link.' })
export class ShareLinkResponseDto extends ShareCreatedResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true, description: 'The file of a file link; null otherwise.' })
  fileId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The folder of a folder link; null otherwise.' })
  folderId: string | null;
  @ApiProperty({ type: [String], description: 'The files of a set link still in it; empty otherwise.' })
  fileIds: string[];
  @ApiProperty() accessCount: number;
  @ApiProperty() hasPassword: boolean;
  @ApiProperty() revoked: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

@ApiSchema({ name: 'ShareUrl' })
export class ShareUrlResponseDto {
  @ApiProperty() shareUrl: string;
}

@ApiSchema({ name: 'SharedFileOwner' })
export class SharedFileOwnerDto {
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null for visitors who are not invited, unless the owner has no name.',
  })
  email: string | null;
}

@ApiSchema({ name: 'SharedFileMetadata' })
export class SharedFileMetadataDto {
  @ApiProperty({ type: String, nullable: true }) originalName: string | null;
  @ApiProperty({ type: String, nullable: true }) mimetype: string | null;
  @ApiProperty({ type: String, nullable: true }) encryptionType: string | null;
  @ApiProperty({ type: String, nullable: true }) iv: string | null;
  @ApiProperty({ type: String, nullable: true }) encryptedKey: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'For `aes128gcm` files: the encrypted name and type (base64url); null otherwise.',
  })
  encryptedMetadata: string | null;
  @ApiProperty({ type: SharedFileOwnerDto }) owner: SharedFileOwnerDto;
}

@ApiSchema({ name: 'ShareAccess', description: 'An opened file link.' })
export class ShareAccessResponseDto {
  @ApiProperty({
    description: 'Signed, same-origin, valid 5 minutes, needs no cookie; checked against the link on every request.',
  })
  downloadUrl: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Signed URL of a 512-pixel WebP thumbnail (PNG, JPEG and PDF files; null otherwise), valid 5 minutes, needs no cookie; `&size=small` for 128 pixels. Never counts a download.',
  })
  thumbnailUrl: string | null;
  @ApiProperty({ type: SharedFileMetadataDto }) metadata: SharedFileMetadataDto;
}

@ApiSchema({ name: 'AddedFile' })
export class AddedFileDto {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'Equal to `_id`.' }) id: string;
  @ApiProperty({ type: String, nullable: true }) originalName: string | null;
  @ApiProperty({ description: 'The shared file\'s name, with a " (n)" suffix on a clash.' }) name: string;
  @ApiProperty({ example: '/' }) path: string;
  @ApiProperty({ type: String, nullable: true }) mimetype: string | null;
  @ApiProperty({ type: Number, nullable: true }) size: number | null;
}

@ApiSchema({ name: 'AddedToAccount' })
export class AddedToAccountResponseDto {
  @ApiProperty({ example: 'File added to your account' }) message: string;
  @ApiProperty({
    required: false,
    enum: [true],
    description:
      'Present (true) when you had added this file before: `file` is that copy, wherever it is now; nothing new was made or counted.',
  })
  alreadyAdded?: true;
  @ApiProperty({ type: AddedFileDto }) file: AddedFileDto;
}

@ApiSchema({ name: 'ShareLinkInfo' })
export class ShareLinkInfoDto {
  @ApiProperty() token: string;
  @ApiProperty({ description: 'Open it through the share page, which asks for the password.' })
  requiresPassword: boolean;
}

@ApiSchema({ name: 'SharedItem', description: 'A file shared with the caller.' })
export class SharedItemResponseDto extends PickType(ItemResponseDto, [
  '_id',
  'type',
  'name',
  'path',
  'mimetype',
  'size',
  'createdAt',
  'updatedAt',
  'originalName',
  'encryptionType',
  'iv',
  'encryptedKey',
  'encryptedMetadata',
  'sharedWith',
  'owner',
  'url',
] as const) {
  @ApiProperty() ownerEmail: string;
  @ApiProperty() ownerName: string;
  @ApiProperty({
    type: ShareLinkInfoDto,
    nullable: true,
    description: 'The newest active restricted link listing the caller; null for a direct share.',
  })
  shareLinkInfo: ShareLinkInfoDto | null;
}

@ApiSchema({ name: 'UnseenFile' })
export class UnseenFileDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: Number, nullable: true }) size: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true }) mimetype: string | null;
}

@ApiSchema({ name: 'UnseenSharer' })
export class UnseenSharerDto {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

@ApiSchema({ name: 'UnseenEntry' })
export class UnseenEntryDto {
  @ApiProperty({ description: 'The newest active restricted link listing the caller, or "" for a direct share.' })
  token: string;
  @ApiProperty({ type: UnseenFileDto, description: 'Never null.' }) file: UnseenFileDto;
  @ApiProperty({ type: UnseenSharerDto }) createdBy: UnseenSharerDto;
  @ApiProperty({ format: 'date-time', description: 'When the file was shared with the caller.' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
}

@ApiSchema({ name: 'Unseen' })
export class UnseenResponseDto {
  @ApiProperty({ description: 'Equal to unseenLinks.length.' }) unseen: number;
  @ApiProperty({ type: [UnseenEntryDto], description: 'One entry per unseen file.' }) unseenLinks: UnseenEntryDto[];
}

@ApiSchema({ name: 'VisitorAccess' })
export class VisitorAccessResponseDto {
  @ApiProperty({ enum: [true] }) ok: true;
  @ApiProperty({ format: 'date-time', description: 'When the visitor cookie stops opening the link.' })
  expiresAt: string;
}

@ApiSchema({ name: 'ShareTreeAccess', description: 'An opened folder or set link.' })
export class ShareTreeAccessResponseDto {
  @ApiProperty({ enum: ['folder', 'set'] }) kind: 'folder' | 'set';
  @ApiProperty({ description: 'The folder\'s name, or "N files" for a set.' }) name: string;
  @ApiProperty({ type: SharedFileOwnerDto }) owner: SharedFileOwnerDto;
  @ApiProperty({ description: "The folder's direct children, or the set's files." }) itemCount: number;
  @ApiProperty({
    description: 'The listing, signed (a grant valid 1 hour, needs no cookie); add `&path=a/b` for a sub-folder.',
  })
  browseUrl: string;
  @ApiProperty({ description: 'The whole share as a zip; add `&ids=<id>,<id>` for a selection.' }) zipUrl: string;
  @ApiProperty({ format: 'date-time', description: 'When the grant runs out: open the link again.' })
  validUntil: string;
  @ApiProperty({ description: 'False under a download limit: no full-size previews.' }) previewable: boolean;
}

@ApiSchema({ name: 'ShareListingEntry' })
export class ShareListingEntryDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['file', 'folder'] }) type: 'file' | 'folder';
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: "A folder's sub-path in the share; null for files." })
  path: string | null;
  @ApiProperty({ type: Number, nullable: true }) size: number | null;
  @ApiProperty({ type: String, nullable: true }) mimeType: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ description: 'End-to-end encrypted: listed, its bytes stay sealed (no URLs).' }) encrypted: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Signed like the grant; counts as a download.' })
  downloadUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'PNG and JPEG without a download limit.' })
  previewUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) thumbnailUrl: string | null;
}

@ApiSchema({ name: 'ShareCrumb' })
export class ShareCrumbDto {
  @ApiProperty() name: string;
  @ApiProperty({ description: "'' for the shared folder itself." }) path: string;
}

@ApiSchema({ name: 'ShareListing', description: 'A folder of a folder link, or the files of a set link.' })
export class ShareListingResponseDto {
  @ApiProperty({ enum: ['folder', 'set'] }) kind: 'folder' | 'set';
  @ApiProperty() name: string;
  @ApiProperty({ description: "The listed folder's sub-path ('' for the shared folder)." }) path: string;
  @ApiProperty({ type: [ShareCrumbDto] }) breadcrumbs: ShareCrumbDto[];
  @ApiProperty({ type: [ShareListingEntryDto], description: 'Folders first, then files, each by name.' })
  items: ShareListingEntryDto[];
}
