export { StorageModule } from './storage.module';
export { StorageService } from './storage.service';
export { LocalStorageDriver } from './local-storage.driver';
export { STORAGE_DRIVER, type StorageDriver, type ByteRange } from './storage-driver';
