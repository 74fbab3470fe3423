import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProtocolMounts } from '@coffer/server-core';
import { AuthModule } from '@coffer/server-auth';
import { FilesModule } from '@coffer/server-files';
import { DavHandler } from './dav-handler';
import { DavLockEntity } from './persistence/dav-lock.entity';
import { DavPropertyEntity } from './persistence/dav-property.entity';
import { DavTreeRepository } from './persistence/dav-tree.repository';
import { DAV_PREFIX } from './protocol/dav-path';
import { DavLocksService } from './services/dav-locks.service';
import { DavPropertiesService } from './services/dav-properties.service';

/** WebDAV at /dav: the signed-in account's tree for file managers, rclone and sync tools. */
@Module({
  imports: [TypeOrmModule.forFeature([DavLockEntity, DavPropertyEntity]), AuthModule, FilesModule],
  providers: [DavHandler, DavTreeRepository, DavLocksService, DavPropertiesService],
})
export class DavModule implements OnModuleInit {
  constructor(
    private readonly mounts: ProtocolMounts,
    private readonly handler: DavHandler,
  ) {}

  onModuleInit(): void {
    this.mounts.add(DAV_PREFIX, this.handler.handle);
  }
}
