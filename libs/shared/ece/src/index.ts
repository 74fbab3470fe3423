export * from './base64url';
export * from './ece';
export * from './ece-key';
export * from './ece-metadata';
export * from './ece-password';
export * from './release-buffer';
export * from './ece-structure';
