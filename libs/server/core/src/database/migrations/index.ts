import { CreateAccounts1763760000000 } from './1763760000000-create-accounts';
import { CreateStorage1763770000000 } from './1763770000000-create-storage';
import { CreateSharing1763780000000 } from './1763780000000-create-sharing';
import { CreateAccessTokens1763790000000 } from './1763790000000-create-access-tokens';
import { UploadComplete1763800000000 } from './1763800000000-upload-complete';

/** Every migration, oldest first. A new migration is added here and nowhere else. */
export const MIGRATIONS = [CreateAccounts1763760000000, CreateStorage1763770000000, CreateSharing1763780000000, CreateAccessTokens1763790000000, UploadComplete1763800000000];
