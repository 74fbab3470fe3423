import { Module } from '@nestjs/common';
import { AuthModule } from '@coffer/server-auth';
import { FilesModule } from '@coffer/server-files';
import { StorageModule } from '@coffer/server-storage';
import { ItemThumbnailResolver } from './graphql/item-thumbnail.resolver';
import { DerivedBlobRepository } from './persistence/derived-blob.repository';
import { ThumbnailJobs } from './persistence/thumbnail-jobs';
import { ThumbnailRenderer } from './render/thumbnail-renderer';
import { ThumbnailController } from './rest/thumbnail.controller';
import { ThumbnailService } from './services/thumbnail.service';
import { ThumbnailUrls } from './services/thumbnail-urls';

/** Server-side thumbnails of PNG, JPEG and PDF files (docs/architecture.md, Thumbnails). */
@Module({
  imports: [AuthModule, FilesModule, StorageModule],
  controllers: [ThumbnailController],
  providers: [
    DerivedBlobRepository,
    ThumbnailJobs,
    ThumbnailRenderer,
    ThumbnailService,
    ThumbnailUrls,
    ItemThumbnailResolver,
  ],
  exports: [ThumbnailService, ThumbnailRenderer],
})
export class PreviewsModule {}
