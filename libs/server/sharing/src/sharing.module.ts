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
    ]),
  ],
  controllers: [ShareController, ShareBrowseController, FileShareController],
  providers: [
    ShareNotifier,
    ShareLinkCache,
    ShareAccessCounter,
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
    { provide: RegistrationInvitations, useClass: ShareInvitations },
  ],
  exports: [ShareLinkService, RecipientService, ShareAccessService],
})
export class SharingModule {}
