import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '@coffer/server-storage';
import { FilesEventsResolver } from './graphql/files-events.resolver';
import { FilesResolver } from './graphql/files.resolver';
import { GraphqlUploadMiddleware } from './graphql/graphql-upload.middleware';
import { UploadResolver } from './graphql/upload.resolver';
import { BlobEntity } from './persistence/blob.entity';
import { BlobRepository } from './persistence/blob.repository';
import { ItemEntity } from './persistence/item.entity';
import { ItemRepository } from './persistence/item.repository';
import { StorageAccountRepository } from './persistence/storage-account.repository';
import { UploadEntity } from './persistence/upload.entity';
import { UserStorageEntity } from './persistence/user-storage.entity';
import { FilesController } from './rest/files.controller';
import { ConsistencyService } from './services/consistency.service';
import { FileSharingRegistry } from './services/file-sharing.port';
import { FilesService } from './services/files.service';
import { QuotaService } from './services/quota.service';
import { UploadService } from './services/upload.service';

@Module({
  imports: [StorageModule, TypeOrmModule.forFeature([ItemEntity, BlobEntity, UserStorageEntity, UploadEntity])],
  controllers: [FilesController],
  providers: [
    ItemRepository,
    BlobRepository,
    StorageAccountRepository,
    QuotaService,
    FileSharingRegistry,
    FilesService,
    UploadService,
    ConsistencyService,
    FilesResolver,
    FilesEventsResolver,
    UploadResolver,
  ],
  exports: [FilesService, UploadService, FileSharingRegistry, ConsistencyService],
})
export class FilesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(GraphqlUploadMiddleware).forRoutes({ path: 'graphql', method: RequestMethod.POST });
  }
}
