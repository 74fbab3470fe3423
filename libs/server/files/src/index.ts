export { FilesModule } from './files.module';
export { FilesService, isUuid, type StoredItem, type ReadableFile, FILE_NOT_FOUND_MESSAGE } from './services/files.service';
export { UploadService } from './services/upload.service';
export { FileSharingRegistry, NOT_SHARED, type FileSharingPort, type ItemShareInfo, type UploadCommitContext } from './services/file-sharing.port';
export { sendFile, contentDisposition } from './rest/send-file';
export { toRestItem, previewUrl, isImage, type RestItem } from './rest/item-response.mapper';
export { firstFreeName } from './domain/item-path';
export { ItemModel } from './graphql/item.model';
export { toItemModel } from './graphql/item.mapper';
