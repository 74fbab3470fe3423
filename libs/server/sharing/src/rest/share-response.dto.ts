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
}

@ApiSchema({ name: 'ShareLink', description: 'What the owner sees of a link.' })
export class ShareLinkResponseDto extends ShareCreatedResponseDto {
  @ApiProperty() id: string;
  @ApiProperty() fileId: string;
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
  @ApiProperty({ type: SharedFileOwnerDto }) owner: SharedFileOwnerDto;
}

@ApiSchema({ name: 'ShareAccess' })
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
