// The type rule is shared with the web app, which applies it before sending.
export {
  classify,
  declaredTypeAcceptable,
  declaredTypeAgrees,
  extensionAgrees,
  isAcceptedType,
  SNIFF_BYTES,
  type AcceptedMimeType,
} from '@coffer/shared-contracts';

/**
 * The stored type of bytes the server cannot type: end-to-end encrypted files, whose content is
 * ciphertext. They are served as attachments under a name without an extension.
 */
export const UNTYPED_MIME_TYPE = 'application/octet-stream';
