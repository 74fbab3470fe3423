import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';

// Request and response shapes of /api/file-requests and /api/drop (docs/file-requests.md) for the
// OpenAPI description and the validation pipe's whitelist; the services check the values.

@ApiSchema({
  name: 'FileRequestSettings',
  description: 'A file request’s settings; update takes those present, null clears.',
})
export class FileRequestSettingsDto {
  @ApiPropertyOptional({ type: String, description: 'Create only: one of your folders, where the files land.' })
  @Allow()
  folderId?: unknown;
  @ApiPropertyOptional({ type: String, description: '1–200 characters, shown to visitors (required to create).' })
  @Allow()
  title?: unknown;
  @ApiPropertyOptional({ type: String, description: '0–2 000 characters, shown to visitors.' })
  @Allow()
  message?: unknown;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'In the future; null: never.',
  })
  @Allow()
  expiresAt?: unknown;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Visitors must type it; null removes it.' })
  @Allow()
  password?: unknown;
  @ApiPropertyOptional({
    type: [String],
    description: 'Addresses the request is restricted to (one-time codes); [] makes it public.',
  })
  @Allow()
  recipients?: unknown;
  @ApiPropertyOptional({ type: Boolean }) @Allow() requireName?: unknown;
  @ApiPropertyOptional({ type: Boolean }) @Allow() requireEmail?: unknown;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Files in all, 1–10 000.' })
  @Allow()
  maxFiles?: unknown;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Bytes per file, up to the per-file limit.' })
  @Allow()
  maxFileBytes?: unknown;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Bytes over all files, up to 1 TiB.' })
  @Allow()
  maxTotalBytes?: unknown;
  @ApiPropertyOptional({
    type: [String],
    description: 'A subset of application/pdf, image/png, image/jpeg, text/plain; empty: all of them.',
  })
  @Allow()
  acceptedTypes?: unknown;
}

@ApiSchema({ name: 'FileRequestReceived' })
export class FileRequestReceivedDto {
  @ApiProperty() files: number;
  @ApiProperty() bytes: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAt: string | null;
}

@ApiSchema({ name: 'FileRequest', description: 'A file request, as its owner sees it.' })
export class FileRequestDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The visitors’ page.' }) url: string;
  @ApiProperty() folderId: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The folder’s full path now; null when it is in the trash.',
  })
  folderPath: string | null;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty() hasPassword: boolean;
  @ApiProperty({ type: [String] }) recipients: string[];
  @ApiProperty() requireName: boolean;
  @ApiProperty() requireEmail: boolean;
  @ApiProperty({ type: Number, nullable: true }) maxFiles: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxFileBytes: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxTotalBytes: number | null;
  @ApiProperty({ type: [String] }) acceptedTypes: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ enum: ['open', 'expired', 'closed'] }) state: 'open' | 'expired' | 'closed';
  @ApiProperty({ type: FileRequestReceivedDto }) received: FileRequestReceivedDto;
}

@ApiSchema({ name: 'FileRequestList' })
export class FileRequestListDto {
  @ApiProperty({ type: [FileRequestDto], description: 'Newest first.' }) requests: FileRequestDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `after` for the next page; null on the last.' })
  nextCursor: string | null;
}

@ApiSchema({ name: 'FileRequestFile', description: 'A file that arrived through a request.' })
export class FileRequestFileDto {
  @ApiProperty({ type: String, nullable: true, description: 'The item; null once purged.' }) itemId: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Its folder now; null when it is in the trash or purged.' })
  path: string | null;
  @ApiProperty() size: number;
  @ApiProperty({ type: String, nullable: true }) mimeType: string | null;
  @ApiProperty() senderId: string;
  @ApiProperty({ type: String, nullable: true }) senderName: string | null;
  @ApiProperty({ type: String, nullable: true }) senderEmail: string | null;
  @ApiProperty({ description: 'The address was proven with a one-time code (restricted requests).' })
  senderVerified: boolean;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiProperty() inTrash: boolean;
}

@ApiSchema({ name: 'FileRequestFileList' })
export class FileRequestFileListDto {
  @ApiProperty({ type: [FileRequestFileDto], description: 'Newest first.' }) files: FileRequestFileDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

@ApiSchema({ name: 'FileRequestBlock' })
export class FileRequestBlockDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Also move everything they sent to this request to the trash.' })
  @Allow()
  trashFiles?: unknown;
}

@ApiSchema({ name: 'FileRequestBlocked' })
export class FileRequestBlockedDto {
  @ApiProperty() blocked: boolean;
  @ApiProperty({ description: 'Files moved to the trash.' }) trashed: number;
}

@ApiSchema({ name: 'DropInfo', description: 'What a file request’s page shows a visitor.' })
export class DropInfoDto {
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty({ description: '{ name } of the owner (null when they set none).' }) owner: { name: string | null };
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty() passwordRequired: boolean;
  @ApiProperty() restricted: boolean;
  @ApiProperty() requireName: boolean;
  @ApiProperty() requireEmail: boolean;
  @ApiProperty({ type: [String] }) acceptedTypes: string[];
  @ApiProperty({ type: Number, nullable: true }) maxFiles: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxFileBytes: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxTotalBytes: number | null;
  @ApiProperty({ type: Number, nullable: true }) remainingFiles: number | null;
  @ApiProperty({ type: Number, nullable: true }) remainingBytes: number | null;
}

@ApiSchema({ name: 'DropAccess' })
export class DropAccessDto {
  @ApiPropertyOptional({ type: String }) @Allow() password?: unknown;
  @ApiPropertyOptional({ type: String, description: 'The sender’s name (required when the request says so).' })
  @Allow()
  name?: unknown;
  @ApiPropertyOptional({
    type: String,
    description: 'The sender’s address; on restricted requests, the one the code went to.',
  })
  @Allow()
  email?: unknown;
  @ApiPropertyOptional({ type: String, description: 'Restricted requests: the 6-digit code.' })
  @Allow()
  code?: unknown;
}

@ApiSchema({ name: 'DropCodeRequest' })
export class DropCodeRequestDto {
  @ApiProperty({ type: String }) @Allow() email: unknown;
}

@ApiSchema({ name: 'DropSender' })
export class DropSenderDto {
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty() verified: boolean;
}

@ApiSchema({ name: 'DropGrant' })
export class DropGrantDto {
  @ApiProperty({ description: 'Send it in the Coffer-Drop-Grant header.' }) grant: string;
  @ApiProperty({ format: 'date-time' }) validUntil: string;
  @ApiProperty({ type: DropSenderDto }) sender: DropSenderDto;
}

@ApiSchema({ name: 'DropUpload' })
export class DropUploadDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) relativePath: string | null;
  @ApiProperty() size: number;
  @ApiProperty() offset: number;
  @ApiProperty({ enum: ['uploading', 'received'] }) state: 'uploading' | 'received';
  @ApiProperty({ format: 'date-time' }) startedAt: string;
}

@ApiSchema({ name: 'DropUploadList' })
export class DropUploadListDto {
  @ApiProperty({ type: [DropUploadDto], description: 'This sender’s uploads, newest first.' }) uploads: DropUploadDto[];
}
