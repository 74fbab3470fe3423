// The type rule is shared with the web app, which applies it before sending.
export {
  classify,
  declaredTypeAgrees,
  extensionAgrees,
  isAcceptedType,
  SNIFF_BYTES,
  type AcceptedMimeType,
} from '@coffer/shared-contracts';
