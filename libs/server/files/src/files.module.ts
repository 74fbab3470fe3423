import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@coffer/server-auth';
import { StorageModule } from '@coffer/server-storage';
import { ChangeFeedResolver } from './graphql/change-feed.resolver';
import { ContentHashBatch } from './graphql/content-hash-batch';
import { FilesEventsResolver } from './graphql/files-events.resolver';
import { ItemContentResolver } from './graphql/item-content.resolver';
import { FilesResolver } from './graphql/files.resolver';
import { ItemSearchConnectionResolver } from './graphql/item-search-connection.resolver';
import { GraphqlUploadMiddleware } from './graphql/graphql-upload.middleware';
import { UploadResolver } from './graphql/upload.resolver';
import { BlobEntity } from './persistence/blob.entity';
import { BlobRepository } from './persistence/blob.repository';
import { ItemChangeRepository } from './persistence/item-change.repository';
import { ItemEntity } from './persistence/item.entity';
import { ItemVersionEntity } from './persistence/item-version.entity';
import { ItemVersionRepository } from './persistence/item-version.repository';
import { FileVersionsService } from './services/file-versions.service';
import { ItemRepository } from './persistence/item.repository';
import { StorageAccountRepository } from './persistence/storage-account.repository';
import { UploadStagedEntity } from './persistence/upload-staged.entity';
import { UploadEntity } from './persistence/upload.entity';
import { UserStorageEntity } from './persistence/user-storage.entity';
import { ChangesController } from './rest/changes.controller';
import { FilesController } from './rest/files.controller';
import { TrashController } from './rest/trash.controller';
import { ListingCache } from './rest/listing-cache';
import { FileVersionsController } from './rest/file-versions.controller';
import { ChangeFeedService } from './services/change-feed.service';
import { ConsistencyService } from './services/consistency.service';
import { DownloadUrls } from './services/download-urls';
import { FileContentRegistry } from './services/file-content.port';
import { FileSharingRegistry } from './services/file-sharing.port';
import { PathOperationsService } from './services/path-operations.service';
import { FilesService } from './services/files.service';
import { QuotaService } from './services/quota.service';
import { UploadInstance } from './services/upload-instance';
import { UploadService } from './services/upload.service';
import { ResumableUploadResolver, ViewerPendingUploadsResolver } from './tus/resumable-upload.resolver';
import { ResumableUploadService } from './tus/resumable-upload.service';
import { TusController } from './tus/tus.controller';

import { BackupService } from './backup/backup.service';
import { ArchiveService } from './services/archive.service';
import { ControlSocket } from './backup/control-socket';
@Module({
  imports: [
    AuthModule,
    StorageModule,
    TypeOrmModule.forFeature([
      ItemEntity,
      ItemVersionEntity,
      BlobEntity,
      UserStorageEntity,
      UploadEntity,
      UploadStagedEntity,
    ]),
  ],
  controllers: [FilesController, FileVersionsController, TrashController, TusController, ChangesController],
  providers: [
    ItemRepository,
    ItemVersionRepository,
    ListingCache,
    FileVersionsService,
    BlobRepository,
    StorageAccountRepository,
    QuotaService,
    FileSharingRegistry,
    FileContentRegistry,
    FilesService,
    PathOperationsService,
    ArchiveService,
    BackupService,
    ControlSocket,
    DownloadUrls,
    UploadInstance,
    UploadService,
    ConsistencyService,
    FilesResolver,
    ItemSearchConnectionResolver,
    FilesEventsResolver,
    UploadResolver,
    ResumableUploadService,
    ResumableUploadResolver,
    ViewerPendingUploadsResolver,
    ItemChangeRepository,
    ChangeFeedService,
    ChangeFeedResolver,
    ContentHashBatch,
    ItemContentResolver,
  ],
  exports: [
    QuotaService,
    FilesService,
    PathOperationsService,
    ArchiveService,
    UploadService,
    ResumableUploadService,
    FileSharingRegistry,
    FileContentRegistry,
    ConsistencyService,
    BackupService,
    ControlSocket,
    ChangeFeedService,
  ],
})
export class FilesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(GraphqlUploadMiddleware).forRoutes({ path: 'graphql', method: RequestMethod.POST });
  }
}
