import { join } from 'node:path';
import { Global, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, Readiness, type AppConfig } from '@coffer/server-core';
import { LocalStorageDriver } from './local-storage.driver';
import { S3Client } from '@aws-sdk/client-s3';
import { S3StorageDriver } from './s3-storage.driver';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver';
import { StorageService } from './storage.service';
import { DeletionHold } from './deletion-hold';

/** The configured driver: local disk under DATA_DIR/storage (default) or an S3-compatible bucket. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  const storage = config.storage;
  if (storage.driver === 'local') return new LocalStorageDriver(join(config.dataDir, 'storage'));
  const client = new S3Client({
    endpoint: storage.endpoint,
    region: storage.region,
    forcePathStyle: storage.forcePathStyle,
    ...(storage.accessKeyId && storage.secretAccessKey
      ? { credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey } }
      : {}),
  });
  const logger = new Logger('Storage');
  return new S3StorageDriver(client, storage.bucket, undefined, join(config.dataDir, 'storage', 'resumable'), {
    onError: (error, key, doing) =>
      logger.warn({
        msg: `Could not ${doing} of a resumable upload on S3`,
        key,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
}

/** The blob store; local disk under DATA_DIR/storage by default. Its health is part of readiness. */
@Global()
@Module({
  providers: [
    { provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: createStorageDriver },
    StorageService,
    DeletionHold,
  ],
  exports: [StorageService, DeletionHold],
})
export class StorageModule implements OnModuleInit {
  constructor(
    private readonly storage: StorageService,
    private readonly readiness: Readiness,
  ) {}

  onModuleInit(): void {
    this.readiness.register('storage', () => this.storage.readinessProblem());
  }
}
