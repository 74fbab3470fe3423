import { CreateAccounts1763760000000 } from './1763760000000-create-accounts';
import { CreateStorage1763770000000 } from './1763770000000-create-storage';
import { CreateSharing1763780000000 } from './1763780000000-create-sharing';
import { CreateAccessTokens1763790000000 } from './1763790000000-create-access-tokens';
import { UploadComplete1763800000000 } from './1763800000000-upload-complete';
import { UploadStaged1763820100000 } from './1763820100000-upload-staged';
import { VerifiedIdentities1763900000000 } from './1763900000000-verified-identities';
import { ShareRules1764100000000 } from './1764100000000-share-rules';
import { ShareVisitorCodes1764200000000 } from './1764200000000-share-visitor-codes';
import { ResumableUploads1764300000000 } from './1764300000000-resumable-uploads';
import { ItemSearch1764500000000 } from './1764500000000-item-search';
import { ItemSource1764600000000 } from './1764600000000-item-source';
import { Trash1764700000000 } from './1764700000000-trash';
import { FileVersions1764800000000 } from './1764800000000-file-versions';
import { TreeVersion1764900000000 } from './1764900000000-tree-version';
import { JobQueue1765000000000 } from './1765000000000-job-queue';
import { DerivedBlobs1765100000000 } from './1765100000000-derived-blobs';
import { EncryptedMetadata1765150000000 } from './1765150000000-encrypted-metadata';
import { Webhooks1765200000000 } from './1765200000000-webhooks';
import { SessionClientBinding1765345000000 } from './1765345000000-session-client-binding';
import { DeletionHold1765400000000 } from './1765400000000-deletion-hold';
import { FolderAndSetLinks1765450000000 } from './1765450000000-folder-and-set-links';
import { BlobCrc321765500000000 } from './1765500000000-blob-crc32';
import { ShareAccessLog1765600000000 } from './1765600000000-share-access-log';
import { FileRequests1765700000000 } from './1765700000000-file-requests';
import { ChangeFeed1765800000000 } from './1765800000000-change-feed';
import { Dav1765900000000 } from './1765900000000-dav';
import { ChangeFeedPlans1766000000000 } from './1766000000000-change-feed-plans';
import { SecondFactors1766100000000 } from './1766100000000-second-factors';
import { SingleSignOn1766200000000 } from './1766200000000-single-sign-on';

/** Every migration, oldest first. A new migration is added here and nowhere else. */
export const MIGRATIONS = [
  CreateAccounts1763760000000,
  CreateStorage1763770000000,
  CreateSharing1763780000000,
  CreateAccessTokens1763790000000,
  UploadComplete1763800000000,
  UploadStaged1763820100000,
  VerifiedIdentities1763900000000,
  ShareRules1764100000000,
  ShareVisitorCodes1764200000000,
  ResumableUploads1764300000000,
  ItemSearch1764500000000,
  ItemSource1764600000000,
  Trash1764700000000,
  FileVersions1764800000000,
  TreeVersion1764900000000,
  JobQueue1765000000000,
  DerivedBlobs1765100000000,
  EncryptedMetadata1765150000000,
  Webhooks1765200000000,
  SessionClientBinding1765345000000,
  DeletionHold1765400000000,
  FolderAndSetLinks1765450000000,
  BlobCrc321765500000000,
  ShareAccessLog1765600000000,
  FileRequests1765700000000,
  ChangeFeed1765800000000,
  Dav1765900000000,
  ChangeFeedPlans1766000000000,
  SecondFactors1766100000000,
  SingleSignOn1766200000000,
];
