export { SharingModule } from './sharing.module';
export { ShareLinkService, type ShareLinkView } from './services/share-link.service';
export { RecipientService } from './services/recipient.service';
export {
  ShareAccessLog,
  ACCESS_LOG_BATCH,
  ACCESS_LOG_FLUSH_MS,
  ACCESS_LOG_MAX_PENDING,
  type ShareAccessEntry,
} from './services/share-access-log';
export { INVITATION_MAILS_PER_DAY } from './services/share-notifier.service';
export {
  ShareAccessService,
  SHARE_PASSWORD_ATTEMPTS_PER_LINK,
  SHARE_FAILURES_PER_ADDRESS,
  SHARE_PASSWORD_FREE_FAILURES,
  SHARE_PASSWORD_MAX_DELAY_SECONDS,
  DOWNLOAD_URL_TTL_SECONDS,
} from './services/share-access.service';
export {
  ShareVisitorService,
  VISITOR_CODE_TTL_SECONDS,
  VISITOR_ACCESS_SECONDS,
  WRONG_CODES_PER_CLIENT,
  WRONG_CODES_WINDOW_SECONDS,
  WRONG_CODES_PER_CODE,
  CODE_REQUESTS_PER_ADDRESS,
} from './services/share-visitor.service';
export { FileRequestService } from './services/file-request.service';
