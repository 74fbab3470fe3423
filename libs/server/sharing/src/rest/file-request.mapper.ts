import type { ResumableUpload } from '@coffer/server-files';
import type { FileRequestView, ReceivedFile } from '../services/file-request.service';
import type { FileRequestDto, FileRequestFileDto, DropUploadDto } from './file-request.dto';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toFileRequestResponse(view: FileRequestView): FileRequestDto {
  return {
    id: view.id,
    url: view.url,
    folderId: view.folderId,
    folderPath: view.folder ? `${view.folder.path}${view.folder.name}/` : null,
    title: view.title,
    message: view.message,
    expiresAt: iso(view.expiresAt),
    hasPassword: view.passwordHash !== null,
    recipients: view.recipients,
    requireName: view.requireName,
    requireEmail: view.requireEmail,
    maxFiles: view.maxFiles,
    maxFileBytes: view.maxFileBytes,
    maxTotalBytes: view.maxTotalBytes,
    acceptedTypes: view.acceptedTypes,
    closedAt: iso(view.closedAt),
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    state: view.state,
    received: { files: view.received.files, bytes: view.received.bytes, lastAt: iso(view.received.lastAt) },
  };
}

export function toReceivedFileResponse(file: ReceivedFile): FileRequestFileDto {
  return {
    itemId: file.itemId,
    name: file.item?.name ?? file.name,
    path: file.item?.path ?? null,
    size: file.size,
    mimeType: file.item?.mimeType ?? null,
    senderId: file.senderId,
    senderName: file.senderName,
    senderEmail: file.senderEmail,
    senderVerified: file.senderVerified,
    receivedAt: file.receivedAt.toISOString(),
    inTrash: file.item === null,
  };
}

export function toDropUploadResponse(upload: ResumableUpload): DropUploadDto {
  const name = (upload.metadata.relativePath ?? upload.metadata.filename).split('/').pop() ?? upload.metadata.filename;
  return {
    id: upload.id,
    name,
    relativePath: upload.metadata.relativePath ?? null,
    size: upload.length,
    offset: upload.offset,
    state: upload.itemId ? 'received' : 'uploading',
    startedAt: upload.createdAt.toISOString(),
  };
}
