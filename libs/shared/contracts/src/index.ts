export * from './error-codes';
export * from './account-rules';
export * from './limits';
export * from './share-expiry';
