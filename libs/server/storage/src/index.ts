export { StorageModule } from './storage.module';
export { StorageService } from './storage.service';
export { DeletionHold, type ActiveHold } from './deletion-hold';
export { LocalStorageDriver } from './local-storage.driver';
export { S3StorageDriver } from './s3-storage.driver';
export { createStorageDriver } from './storage.module';
export {
  STORAGE_DRIVER,
  type StorageDriver,
  type ByteRange,
  type StagingEntry,
  type PutOptions,
} from './storage-driver';
export { ResumableStaging, type AppendResult } from './resumable-staging';
export { BlobStream, BytesStream, sendBytes, sendFilled, type SelfSending } from './blob-stream';
export { isStorageFull, storageFull } from './storage-errors';
export { nodeFilesystem, type LocalFilesystem } from './local-filesystem';
export { syncPath } from './durable-write';
