import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule, RegistrationInvitations } from '@coffer/server-auth';
import { FilesModule } from '@coffer/server-files';
import { PreviewsModule } from '@coffer/server-previews';
import { SharingEventsResolver } from './graphql/sharing-events.resolver';
import {
  ItemShareLinksResolver,
  ShareLinkTargetResolver,
  ShareOwnerFieldsResolver,
  ViewerShareLinksResolver,
} from './graphql/share-link-fields.resolver';
import { SharingResolver } from './graphql/sharing.resolver';
import { FileShareEmailEntity, FileShareEntity, ShareSeenEntity } from './persistence/file-share.entity';
import { ShareDownloadEntity, ShareLinkUnlockEntity } from './persistence/share-grant.entity';
import { ShareGrantRepository } from './persistence/share-grant.repository';
import {
  ShareLinkEmailEntity,
  ShareLinkItemEntity,
  ShareLinkUserEntity,
} from './persistence/share-link-recipient.entity';
import { ShareLinkEntity } from './persistence/share-link.entity';
import { ShareBrowseController } from './rest/share-browse.controller';
import { ShareBrowseService } from './services/share-browse.service';
import { RecipientRepository } from './persistence/recipient.repository';
import { ShareLinkRepository } from './persistence/share-link.repository';
import { FileShareController } from './rest/file-share.controller';
import { ShareController } from './rest/share.controller';
import { RecipientService } from './services/recipient.service';
import { ShareAccessService } from './services/share-access.service';
import { ShareLinkService } from './services/share-link.service';
import { ShareNotifier } from './services/share-notifier.service';
import { SharingFilesAdapter } from './services/sharing-files.adapter';
import { ShareVisitorCodeEntity, ShareVisitorGrantEntity } from './persistence/share-visitor.entity';
import { ShareVisitorRepository } from './persistence/share-visitor.repository';
import { ShareVisitorService } from './services/share-visitor.service';
import { ShareInvitations } from './services/share-invitations.provider';
import { ShareAccessCounter } from './services/share-access-counter';
import { ShareLinkCache } from './services/share-link-cache';
import { ShareAccessLogEntity } from './persistence/share-access-log.entity';
import { ShareAccessLogRepository } from './persistence/share-access-log.repository';
import { ShareAccessLog } from './services/share-access-log';
import { ShareAccessLogService } from './services/share-access-log.service';
import { ShareAccessLogController } from './rest/share-access-log.controller';
import { ShareAccessEntryConnectionResolver, ShareLinkAccessLogResolver } from './graphql/share-access-log.resolver';
import { FileRequestFileResolver, FileRequestResolver } from './graphql/file-request.resolver';
import { FileRequestRepository } from './persistence/file-request.repository';
import { DropController } from './rest/drop.controller';
import { FileRequestController } from './rest/file-request.controller';
import { FileRequestService } from './services/file-request.service';

@Module({
  imports: [
    AuthModule,
    PreviewsModule,
    FilesModule,
    TypeOrmModule.forFeature([
      ShareLinkEntity,
      ShareLinkEmailEntity,
      ShareLinkUserEntity,
      ShareLinkItemEntity,
      FileShareEntity,
      FileShareEmailEntity,
      ShareSeenEntity,
      ShareLinkUnlockEntity,
      ShareDownloadEntity,
      ShareVisitorCodeEntity,
      ShareVisitorGrantEntity,
      ShareAccessLogEntity,
    ]),
  ],
  controllers: [
    ShareController,
    ShareBrowseController,
    FileShareController,
    ShareAccessLogController,
    FileRequestController,
    DropController,
  ],
  providers: [
    ShareNotifier,
    ShareLinkCache,
    ShareAccessCounter,
    ShareAccessLog,
    ShareAccessLogRepository,
    ShareAccessLogService,
    ShareLinkRepository,
    RecipientRepository,
    ShareGrantRepository,
    ShareLinkService,
    RecipientService,
    ShareAccessService,
    ShareBrowseService,
    ShareVisitorRepository,
    ShareVisitorService,
    SharingFilesAdapter,
    SharingResolver,
    SharingEventsResolver,
    ItemShareLinksResolver,
    ShareLinkTargetResolver,
    ViewerShareLinksResolver,
    ShareOwnerFieldsResolver,
    ShareLinkAccessLogResolver,
    ShareAccessEntryConnectionResolver,
    FileRequestRepository,
    FileRequestService,
    FileRequestResolver,
    FileRequestFileResolver,
    { provide: RegistrationInvitations, useClass: ShareInvitations },
  ],
  exports: [ShareLinkService, RecipientService, ShareAccessService, ShareAccessLog],
})
export class SharingModule {}
