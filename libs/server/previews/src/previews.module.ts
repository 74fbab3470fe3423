import { Module } from '@nestjs/common';
import { AuthModule } from '@coffer/server-auth';
import { FilesModule } from '@coffer/server-files';
import { ItemThumbnailResolver } from './graphql/item-thumbnail.resolver';

@Module({
  imports: [AuthModule, FilesModule],
  providers: [ItemThumbnailResolver],
})
export class PreviewsModule {}
