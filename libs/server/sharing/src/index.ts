export { SharingModule } from './sharing.module';
export { ShareLinkService, type ShareLinkView } from './services/share-link.service';
export { RecipientService } from './services/recipient.service';
export { ShareAccessService, SHARE_PASSWORD_ATTEMPTS_PER_LINK, SHARE_FAILURES_PER_ADDRESS, DOWNLOAD_URL_TTL_SECONDS } from './services/share-access.service';
