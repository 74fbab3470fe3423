export { FilesModule } from './files.module';
export { FilesService, type StoredItem, type ReadableFile, FILE_NOT_FOUND_MESSAGE } from './services/files.service';
export { UploadService, type UploadSession } from './services/upload.service';
export { QuotaService, type StorageUsage } from './services/quota.service';
export {
  PathOperationsService,
  PARENT_MISSING_MESSAGE,
  type CopiedPair,
  type PathResult,
  type PathTarget,
} from './services/path-operations.service';
export { ArchiveService, MAX_ARCHIVE_ROOTS, type Archive } from './services/archive.service';
export { FileVersionsService } from './services/file-versions.service';
export {
  ChangeFeedService,
  CHANGES_MAX_PAGE,
  CHANGES_MAX_WAIT_SECONDS,
  type ChangePage,
  type ItemChange,
  type ItemChangeKind,
} from './services/change-feed.service';
export { itemEtag } from './domain/etag';
export {
  FileSharingRegistry,
  NOT_SHARED,
  type FileSharingPort,
  type ItemShareInfo,
  type ShareRead,
  type UploadCommitContext,
  type UploadShareLink,
  type UploadShareRequest,
} from './services/file-sharing.port';
export { FileContentRegistry, type FileContentListener, type StoredContent } from './services/file-content.port';
export { type BlobSource } from './persistence/blob.repository';
export { sendFile, sendArchive, contentDisposition } from './rest/send-file';
export { toRestItem, previewUrl, isImage, type RestItem } from './rest/item-response.mapper';
export { ItemResponseDto } from './rest/files-response.dto';
export { firstFreeName } from './domain/item-path';
export { servedName } from './domain/served-name';
export { ItemKind, ItemModel, ShareScopeEnum } from './graphql/item.model';
export { toItemModel } from './graphql/item.mapper';
export { ConsistencyService, ORPHAN_GRACE_MS, type ConsistencyReport } from './services/consistency.service';
export {
  ResumableUploadService,
  type RequestSender,
  type ResumableMetadata,
  type ResumableUpload,
  type UploadIntake,
  type PatchCommand,
} from './tus/resumable-upload.service';
export { TusProtocol } from './tus/tus-protocol';
export { BackupService } from './backup/backup.service';
export { ControlSocket, backupThroughServer, controlSocketAnswers } from './backup/control-socket';
export { restoreBackup, type RestoreSummary } from './backup/restore';
export { BackupError, type BackupSummary } from './backup/backup-format';
export { zipDownload, type ZipDownload, type ZipFileEntry, type ZipFolderEntry } from './archive/zip-archive';
export { ApiTusCreate, ApiTusDelete, ApiTusHead, ApiTusOptions, ApiTusPatch } from './rest/tus-docs';
