import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';
import { LocalStorageDriver } from './local-storage.driver';
import { STORAGE_DRIVER } from './storage-driver';
import { StorageService } from './storage.service';

/** The blob store; local disk under DATA_DIR/storage by default. */
@Global()
@Module({
  providers: [
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalStorageDriver(join(config.dataDir, 'storage')) },
    StorageService,
  ],
  exports: [StorageService],
})
export class StorageModule {}
