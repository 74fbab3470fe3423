export * from './error-codes';
export * from './account-rules';
export * from './limits';
export * from './name-rules';
export * from './share-expiry';
export * from './app-routes';
export * from './file-types';
export * from './content-disposition';
