import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@coffer/server-auth';
import { FilesModule } from '@coffer/server-files';
import { SharingEventsResolver } from './graphql/sharing-events.resolver';
import { SharingResolver } from './graphql/sharing.resolver';
import { FileShareEntity, ShareSeenEntity } from './persistence/file-share.entity';
import { ShareLinkEmailEntity, ShareLinkUserEntity } from './persistence/share-link-recipient.entity';
import { ShareLinkEntity } from './persistence/share-link.entity';
import { RecipientRepository } from './persistence/recipient.repository';
import { ShareLinkRepository } from './persistence/share-link.repository';
import { FileShareController } from './rest/file-share.controller';
import { ShareController } from './rest/share.controller';
import { RecipientService } from './services/recipient.service';
import { ShareAccessService } from './services/share-access.service';
import { ShareLinkService } from './services/share-link.service';
import { ShareNotifier } from './services/share-notifier.service';
import { SharingFilesAdapter } from './services/sharing-files.adapter';

@Module({
  imports: [
    AuthModule,
    FilesModule,
    TypeOrmModule.forFeature([ShareLinkEntity, ShareLinkEmailEntity, ShareLinkUserEntity, FileShareEntity, ShareSeenEntity]),
  ],
  controllers: [ShareController, FileShareController],
  providers: [ShareNotifier, ShareLinkRepository, RecipientRepository, ShareLinkService, RecipientService, ShareAccessService, SharingFilesAdapter, SharingResolver, SharingEventsResolver],
  exports: [ShareLinkService, RecipientService, ShareAccessService],
})
export class SharingModule {}
