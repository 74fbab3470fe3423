/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** A personal access token (the secret itself is shown only when created). */
export type AccessToken = {
  __typename?: 'AccessToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Null: never expires. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Stable opaque id. */
  id: Scalars['ID']['output'];
  /** Last request made with it (to the minute). */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** What the token is for. */
  name: Scalars['String']['output'];
  /** The first characters of the token, to tell tokens apart. */
  prefix: Scalars['String']['output'];
  /** Revoked tokens are refused. */
  revoked: Scalars['Boolean']['output'];
  /** What the token may do. */
  scopes: Array<TokenScope>;
};

/** Your access tokens, newest first. */
export type AccessTokenConnection = {
  __typename?: 'AccessTokenConnection';
  /** This page. */
  edges: Array<AccessTokenEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Tokens over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One token in a page. */
export type AccessTokenEdge = {
  __typename?: 'AccessTokenEdge';
  /** Opaque position of this edge. */
  cursor: Scalars['String']['output'];
  /** The token. */
  node: AccessToken;
};

/** Your copy of a shared file, made now or earlier. */
export type AddedSharedFile = {
  __typename?: 'AddedSharedFile';
  /** True when you had already added this file: nothing new was made or counted. */
  alreadyAdded: Scalars['Boolean']['output'];
  /** Your copy (in your root when just made; wherever you moved it since otherwise). */
  item: Item;
};

/** The new address and the current password. */
export type ChangeEmailInput = {
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** The address to move to; it takes effect once the link mailed to it is opened. */
  email: Scalars['String']['input'];
};

/** The current password and the new one. */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** At least 8 characters with A–Z, a–z, 0–9 and a special character. */
  newPassword: Scalars['String']['input'];
};

/** A token to create. */
export type CreateAccessTokenInput = {
  /** Days until it expires (1–3650); null: never. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** At least one scope. */
  scopes: Array<TokenScope>;
};

/** A folder to create. */
export type CreateFolderInput = {
  /** Trimmed; a taken name gets a " (n)" suffix. */
  name: Scalars['String']['input'];
  /** Parent folder path; missing folders along it are created. */
  path?: Scalars['String']['input'];
};

/** A link to create. */
export type CreateShareLinkInput = {
  /** RESTRICTED only: who may open it. */
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 86400 (24 hours) or 604800 (7 days); null or absent: never. */
  expiresIn?: InputMaybe<Scalars['Int']['input']>;
  /** One of your files. */
  fileId: Scalars['ID']['input'];
  /** Download limit. */
  maxAccess?: InputMaybe<Scalars['Int']['input']>;
  /** true: mail the listed addresses that you shared the file with them (names you and the file, links to it). */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Protects the link. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Who may open it. */
  scope?: ShareScope;
};

/** A new token and its secret, shown this once. */
export type CreatedAccessToken = {
  __typename?: 'CreatedAccessToken';
  /** The stored token (without its secret). */
  accessToken: AccessToken;
  /** Send as `Authorization: Bearer <token>`. Shown once; store it now. */
  token: Scalars['String']['output'];
};

/** Everything the dashboard shows, in one query. */
export type DashboardSummary = {
  __typename?: 'DashboardSummary';
  /** The five newest files. */
  recentUploads: Array<Item>;
  /** Your files with a live share link (neither revoked nor expired), or shared directly. */
  sharedFiles: Scalars['Int']['output'];
  /** Your storage use and quota. */
  storage: StorageUsage;
  /** Files in your cloud (all folders). */
  totalFiles: Scalars['Int']['output'];
  /** Folders in your cloud. */
  totalFolders: Scalars['Int']['output'];
};

/** An e-mail address a file is shared with directly. */
export type DirectShare = {
  __typename?: 'DirectShare';
  /** The address, trimmed and lowercased. */
  email: Scalars['String']['output'];
};

/** An earlier content of one of your files (the file itself holds the current one). */
export type FileVersion = {
  __typename?: 'FileVersion';
  /** Where to download it (session cookie or access token with the read scope). */
  downloadUrl: Scalars['String']['output'];
  /** The version. */
  id: Scalars['ID']['output'];
  /** The type decided by the bytes. */
  mimeType: Scalars['String']['output'];
  /** The file name it was uploaded under. */
  originalName: Maybe<Scalars['String']['output']>;
  /** When newer content replaced it. */
  replacedAt: Scalars['DateTime']['output'];
  /** Bytes. */
  size: Scalars['Float']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
  /** Who uploaded it (null once that account is gone). */
  uploadedBy: Maybe<Scalars['ID']['output']>;
};

/** A page of a file's earlier versions, newest first. */
export type FileVersionConnection = {
  __typename?: 'FileVersionConnection';
  /** The versions of this page. */
  edges: Array<FileVersionEdge>;
  /** How to get the next page. */
  pageInfo: PageInfo;
  /** Versions kept for the file. */
  totalCount: Scalars['Int']['output'];
};

/** A version and its cursor. */
export type FileVersionEdge = {
  __typename?: 'FileVersionEdge';
  /** Pass as `after` to continue after this version. */
  cursor: Scalars['String']['output'];
  /** The version. */
  node: FileVersion;
};

/** A file or folder in its owner's tree. */
export type Item = {
  __typename?: 'Item';
  /** When it was created (uploaded, for files). */
  createdAt: Scalars['DateTime']['output'];
  /** Absolute URL that downloads the bytes (files only; cookie or token auth). */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** For `aes128gcm` files: the name and type encrypted with the file key (base64url). */
  encryptedMetadata: Maybe<Scalars['String']['output']>;
  /** `aes128gcm` for an end-to-end encrypted file (its name is a placeholder, its bytes ciphertext). */
  encryptionType: Maybe<Scalars['String']['output']>;
  /** A folder's own full path (`path + name + '/'`); null for files. */
  fullPath: Maybe<Scalars['String']['output']>;
  /** The file has a share link that is not revoked. */
  hasShareLink: Scalars['Boolean']['output'];
  /** Stable opaque id (the same id as the REST `_id`). */
  id: Scalars['ID']['output'];
  /** Who may open the newest live share link (neither revoked nor expired); null when no link is live. A file is shared when this is set or `sharedWithCount` > 0 (what `dashboard.sharedFiles` counts). */
  liveLinkScope: Maybe<ShareScope>;
  /** URL of the newest live share link; null when no link is live. */
  liveLinkUrl: Maybe<Scalars['String']['output']>;
  /** The type proven by the bytes (files only). */
  mimeType: Maybe<Scalars['String']['output']>;
  /** Name within its folder (NFC). */
  name: Scalars['String']['output'];
  /** The parent folder's full path, with `/` at both ends; the root is `/`. */
  path: Scalars['String']['output'];
  /** Absolute URL of an inline preview (PNG and JPEG files only; cookie or token auth). */
  previewUrl: Maybe<Scalars['String']['output']>;
  /** The newest live share link asks for a password. */
  requiresPassword: Scalars['Boolean']['output'];
  /** URL of the newest share link that is not revoked. */
  shareUrl: Maybe<Scalars['String']['output']>;
  /** How many users the file is shared with directly. */
  sharedWithCount: Scalars['Int']['output'];
  /** Size in bytes (files only). */
  size: Maybe<Scalars['Float']['output']>;
  /** Absolute signed URL of a WebP thumbnail (PNG, JPEG and PDF files; null otherwise). It needs no cookie, lives about an hour, and stays the same URL for ten minutes at a time so browsers cache it; the server checks on every request that you may still read the file. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  /** File or folder. */
  type: ItemType;
  /** Last change of name or place. */
  updatedAt: Scalars['DateTime']['output'];
  /** The file's earlier versions, newest first (your files only: FILE_NOT_FOUND for anyone else's, NOT_A_FILE for a folder). */
  versions: FileVersionConnection;
};


/** A file or folder in its owner's tree. */
export type ItemThumbnailUrlArgs = {
  size?: ThumbnailSize;
};


/** A file or folder in its owner's tree. */
export type ItemVersionsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

/** A page of items. */
export type ItemConnection = {
  __typename?: 'ItemConnection';
  /** This page. */
  edges: Array<ItemEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Items matching the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One item in a page. */
export type ItemEdge = {
  __typename?: 'ItemEdge';
  /** Opaque position of this edge; pass as `after`. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Item;
};

/** images: image/*; documents: pdf, document or text types; videos: video/*. */
export type ItemFilter =
  | 'ALL'
  | 'DOCUMENTS'
  | 'FILES'
  | 'FOLDERS'
  | 'IMAGES'
  | 'VIDEOS';

/** A page of search hits, best first. */
export type ItemSearchConnection = {
  __typename?: 'ItemSearchConnection';
  /** This page. */
  edges: Array<ItemEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
};

/** Folders always come first; ties break by id. */
export type ItemSort =
  | 'DATE'
  | 'NAME'
  | 'SIZE';

/** A file or a folder. */
export type ItemType =
  | 'FILE'
  | 'FOLDER';

/** Something in one of your folders changed; refetch it. */
export type ItemsChangedEvent = {
  __typename?: 'ItemsChangedEvent';
  /** Full path of the folder that changed (for trashed, restored and purged items: the folder they are or were in). */
  path: Scalars['String']['output'];
  /** created, renamed, moved, uploaded, trashed, restored or purged. */
  reason: Scalars['String']['output'];
};

/** Credentials of an existing account. */
export type LoginInput = {
  /** E-mail address (case-insensitive). */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
};

/** Where to move an item. */
export type MoveItemInput = {
  /** The item (a folder moves with everything inside). */
  id: Scalars['ID']['input'];
  /** Target folder; null for the root. */
  targetFolderId?: InputMaybe<Scalars['ID']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a shared file to your root (same bytes, your quota), once: while your copy exists, it is answered with alreadyAdded and nothing is counted. */
  addSharedFileToMyFiles: AddedSharedFile;
  /** Cancels one of your unfinished resumable uploads: its bytes and reserved quota are released (as tus DELETE). */
  cancelUpload: Scalars['Boolean']['output'];
  /** Mails a confirmation link to a new address; the account moves to it when the link is opened. Sessions only. */
  changeEmail: Scalars['Boolean']['output'];
  /** Changes the password; every other session is signed out. Sessions only. */
  changePassword: Scalars['Boolean']['output'];
  /** Creates a personal access token (signed-in sessions only). */
  createAccessToken: CreatedAccessToken;
  /** Creates a folder. */
  createFolder: Item;
  /** Creates a link to one of your files. */
  createShareLink: ShareLink;
  /** Moves items (folders with everything inside) to the trash in one transaction; answers their ids. Any unknown id fails the whole call. */
  deleteItems: Array<Scalars['ID']['output']>;
  /** Deletes an earlier version of one of your files for good. */
  deleteVersion: Scalars['Boolean']['output'];
  /** Deletes everything in your trash for good; answers how many files went. */
  emptyTrash: Scalars['Int']['output'];
  /** Signs out every session of the viewer but this one. Sessions only. */
  endOtherSessions: Scalars['Boolean']['output'];
  /** Signs one of the viewer's sessions out; its live connections close. Sessions only. */
  endSession: Scalars['Boolean']['output'];
  /** Signs in with e-mail and password (sets the session cookie). Every attempt counts towards the login throttle, aliases included. */
  login: Maybe<User>;
  /** Ends the current session; true also when there was none. */
  logout: Scalars['Boolean']['output'];
  /** Moves a file or folder (with everything inside) into a folder or the root. */
  moveItem: Item;
  /** Deletes trash entries for good; answers their ids. Any unknown id fails the whole call. */
  purgeItems: Array<Scalars['ID']['output']>;
  /** Creates an account and signs it in (sets the session cookie). */
  register: User;
  /** Renames a file or folder in place. */
  renameItem: Item;
  /** Mails a password reset link if an account uses this address. Always answers true, so it tells nothing about accounts. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Asks for a one-time code for a restricted link: mailed (6 digits, 10 minutes, single use) only if the link lists the address; the answer is true either way. Throttled per address and link, per client address and per link. */
  requestShareCode: Scalars['Boolean']['output'];
  /** Sets a new password with a reset link; every session of the account is signed out. */
  resetPassword: Scalars['Boolean']['output'];
  /** Puts trash entries back where they were, with everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any unknown id fails the whole call. */
  restoreItems: Array<Item>;
  /** Makes an earlier version the file's content again; the content it replaces becomes the newest version. */
  restoreVersion: Item;
  /** Revokes one of your tokens at once (signed-in sessions only). */
  revokeAccessToken: Scalars['Boolean']['output'];
  /** Revokes a link at once; true also when it already was. */
  revokeShareLink: Scalars['Boolean']['output'];
  /** Sends a new verification e-mail (earlier links stop working). Sessions only. */
  sendVerificationEmail: Scalars['Boolean']['output'];
  /** Opens a link (counts one access). Works signed in or anonymously; restricted links need an invited account with a verified address, or a one-time code (requestShareCode, verifyShareCode). Every password attempt counts towards the limits, aliases included. */
  shareAccess: Maybe<SharedFileAccess>;
  /** Shares a file directly with e-mail addresses: whoever has (or later creates) an account with one of them gets it. The answer is the same whether or not an address has an account. */
  shareWithUsers: Array<DirectShare>;
  /** Stops sharing a file directly with e-mail addresses (the same answer whether or not it was shared with them). */
  unshareWithUsers: Array<DirectShare>;
  /** Changes a link (expiry, password, e-mails, limit, scope). */
  updateShareLink: ShareLink;
  /** Uploads files (GraphQL multipart request spec; send the header `apollo-require-preflight: true`). All or nothing: same rules as POST /api/files/upload. Answers the created files in request order. */
  uploadFiles: Array<Item>;
  /** Verifies the address with the token from the verification e-mail. */
  verifyEmail: User;
  /** Enters a one-time code: sets an HttpOnly visitor cookie that opens the link for 12 hours (its password and limits still apply). Wrong, used or expired codes: VALIDATION_ERROR; 5 wrong codes per client address and link per 5 minutes, then RATE_LIMITED. */
  verifyShareCode: ShareCodeAccess;
};


export type MutationAddSharedFileToMyFilesArgs = {
  password: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationCancelUploadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


export type MutationCreateFolderArgs = {
  input: CreateFolderInput;
};


export type MutationCreateShareLinkArgs = {
  input: CreateShareLinkInput;
};


export type MutationDeleteItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteVersionArgs = {
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMoveItemArgs = {
  input: MoveItemInput;
};


export type MutationPurgeItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRenameItemArgs = {
  input: RenameItemInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestShareCodeArgs = {
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRestoreItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRestoreVersionArgs = {
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeShareLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationShareAccessArgs = {
  password: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationShareWithUsersArgs = {
  emails: Array<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
  notify: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUnshareWithUsersArgs = {
  emails: Array<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
};


export type MutationUpdateShareLinkArgs = {
  input: UpdateShareLinkInput;
};


export type MutationUploadFilesArgs = {
  files: Array<Scalars['Upload']['input']>;
  onConflict?: UploadConflict;
  parentPath?: InputMaybe<Scalars['String']['input']>;
  relativePaths: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationVerifyShareCodeArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Cursor pagination state of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; pass it as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** More items follow the last edge. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** One of your unfinished resumable (tus) uploads at /api/uploads. */
export type PendingUpload = {
  __typename?: 'PendingUpload';
  /** When the upload was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the unfinished upload and its reserved quota are discarded. */
  expiresAt: Scalars['DateTime']['output'];
  /** The upload id: its URL is /api/uploads/<id>. */
  id: Scalars['ID']['output'];
  /** The file size declared at creation. */
  length: Scalars['Float']['output'];
  /** The file name given at creation. */
  name: Scalars['String']['output'];
  /** Bytes received and stored durably (resume from here). */
  offset: Scalars['Float']['output'];
  /** The path inside a folder selection given at creation. */
  relativePath: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Your personal access tokens, newest first. */
  accessTokens: AccessTokenConnection;
  /** Totals, usage and newest files for the dashboard. */
  dashboard: DashboardSummary;
  /** A page of the direct children of one of your folders. */
  folder: ItemConnection;
  /** One of your items by id. */
  item: Item;
  /** The signed-in user. */
  me: User;
  /** All your folders (any depth) ordered by full path: the Move dialog targets. `search` matches name or full path, case-insensitively. */
  moveTargets: ItemConnection;
  /** Your unfinished resumable uploads, newest first. */
  pendingUploads: Array<PendingUpload>;
  /** Your operation budget: per access token or session, and per client address; the tighter one. */
  rateLimit: RateLimit;
  /** Your files and folders anywhere in your tree whose name contains `query`, ignoring case and accents: the whole name first, then names that start with it, then the rest. `path` of each hit is its folder. */
  search: ItemSearchConnection;
  /** The viewer's signed-in sessions, most recently used first. Sessions only. */
  sessions: Array<Session>;
  /** Every link of one of your files, newest first (revoked ones included). */
  shareLinks: Array<ShareLink>;
  /** Files shared with you: direct shares first, newest first. */
  sharedWithMe: SharedFileConnection;
  /** Your storage use and quota. */
  storageUsage: StorageUsage;
  /** Your trash, newest first: the items you deleted, each with what went with it. */
  trash: TrashConnection;
  /** Shared files you have not opened yet (the "New" badge). */
  unseenShares: UnseenShares;
};


export type QueryAccessTokensArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryFolderArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  descending?: Scalars['Boolean']['input'];
  filter?: ItemFilter;
  first?: Scalars['Int']['input'];
  path?: Scalars['String']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  sort?: ItemSort;
};


export type QueryItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMoveTargetsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  query: Scalars['String']['input'];
};


export type QueryShareLinksArgs = {
  fileId: Scalars['ID']['input'];
};


export type QuerySharedWithMeArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryTrashArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};

/** Your operation budget for the current minute (as in the RateLimit-* headers and extensions.rateLimit). */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** What this operation cost: every operation costs 1, whatever its fields. */
  cost: Scalars['Int']['output'];
  /** Operations allowed per window. */
  limit: Scalars['Int']['output'];
  /** Operations left in this window. */
  remaining: Scalars['Int']['output'];
  /** When the window closes and the budget is full again. */
  resetAt: Scalars['DateTime']['output'];
  /** Operations counted in this window, this one included. */
  used: Scalars['Int']['output'];
};

/** A new account. */
export type RegisterInput = {
  /** E-mail address; trimmed and lowercased. */
  email: Scalars['String']['input'];
  /** Display name; not blank. */
  name: Scalars['String']['input'];
  /** At least 8 characters with A–Z, a–z, 0–9 and a special character. */
  password: Scalars['String']['input'];
};

/** A new name for an item. */
export type RenameItemInput = {
  /** The item. */
  id: Scalars['ID']['input'];
  /** When the name is taken in the folder: true takes the first free " (n)" name; false changes nothing and answers NAME_TAKEN. */
  keepBoth?: Scalars['Boolean']['input'];
  /** Trimmed; a taken name gets a " (n)" suffix unless keepBoth is false. */
  name: Scalars['String']['input'];
};

/** A reset link and the new password. */
export type ResetPasswordInput = {
  /** At least 8 characters with A–Z, a–z, 0–9 and a special character. */
  password: Scalars['String']['input'];
  /** The token from the reset link. */
  token: Scalars['String']['input'];
};

/** A signed-in browser session of the viewer. */
export type Session = {
  __typename?: 'Session';
  /** The client address last seen. */
  clientAddress: Maybe<Scalars['String']['output']>;
  /** When the person signed in. */
  createdAt: Scalars['DateTime']['output'];
  /** True for the session asking. */
  current: Scalars['Boolean']['output'];
  /** Browser and system, read from the User-Agent (a hint: clients choose what they send). */
  device: Scalars['String']['output'];
  /** Stable opaque id (not the cookie). */
  id: Scalars['ID']['output'];
  /** Last use (to the minute). */
  lastSeenAt: Scalars['DateTime']['output'];
  /** The User-Agent last seen. */
  userAgent: Maybe<Scalars['String']['output']>;
};

/** A right one-time code: this browser may open the link until expiresAt (its password and limits still apply). */
export type ShareCodeAccess = {
  __typename?: 'ShareCodeAccess';
  /** When the access ends. */
  expiresAt: Scalars['DateTime']['output'];
};

/** A link to one of your files (visible to you only). */
export type ShareLink = {
  __typename?: 'ShareLink';
  /** Times it was opened. */
  accessCount: Scalars['Int']['output'];
  /** E-mails a restricted link admits. */
  allowedEmails: Array<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Null: never expires. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The linked file. */
  fileId: Scalars['ID']['output'];
  /** Opening it needs a password. */
  hasPassword: Scalars['Boolean']['output'];
  /** Stable opaque id. */
  id: Scalars['ID']['output'];
  /** Download limit; null: unlimited. */
  maxAccess: Maybe<Scalars['Int']['output']>;
  /** Revoked links open nothing. */
  revoked: Scalars['Boolean']['output'];
  /** Who may open it. */
  scope: ShareScope;
  /** Server-generated secret (192 bits, base64url). */
  token: Scalars['String']['output'];
  /** The page that opens the link. */
  url: Scalars['String']['output'];
};

/** Who shared a file. */
export type ShareOwner = {
  __typename?: 'ShareOwner';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** Someone shared a file with you. */
export type ShareReceivedEvent = {
  __typename?: 'ShareReceivedEvent';
  /** The shared file. */
  fileId: Scalars['ID']['output'];
  /** Its name. */
  fileName: Scalars['String']['output'];
  /** Who shared it. */
  sharedBy: Maybe<ShareOwner>;
};

/** PUBLIC: anyone with the link. RESTRICTED: only the owner and signed-in accounts with a listed e-mail. */
export type ShareScope =
  | 'PUBLIC'
  | 'RESTRICTED';

/** A share that reached you ended. */
export type ShareWithdrawnEvent = {
  __typename?: 'ShareWithdrawnEvent';
  /** The file (it may still reach you through another share). */
  fileId: Scalars['ID']['output'];
};

/** A file someone shared with you. */
export type SharedFile = {
  __typename?: 'SharedFile';
  /** Not opened or downloaded yet ("New"). */
  isNew: Scalars['Boolean']['output'];
  /** The file. */
  item: Item;
  /** Who shared it. */
  owner: ShareOwner;
  /** That link asks for a password. */
  requiresPassword: Scalars['Boolean']['output'];
  /** Token of the newest active restricted link that lists you; null for a direct share. */
  shareToken: Maybe<Scalars['String']['output']>;
  /** When it was shared with you. */
  sharedAt: Scalars['DateTime']['output'];
};

/** An opened link: what it holds and a download URL valid for 5 minutes, usable without credentials. */
export type SharedFileAccess = {
  __typename?: 'SharedFileAccess';
  /** Signed URL, valid 5 minutes, needs no cookie. */
  downloadUrl: Scalars['String']['output'];
  /** For `aes128gcm` files: the name and type encrypted with the file key (base64url). */
  encryptedMetadata: Maybe<Scalars['String']['output']>;
  /** Client-side encryption type, if the uploader set one. */
  encryptionType: Maybe<Scalars['String']['output']>;
  /** The link has a download limit. Every request of the download URL from byte 0 (an image shown from it too) counts as a download. */
  hasDownloadLimit: Scalars['Boolean']['output'];
  /** Its type. */
  mimeType: Maybe<Scalars['String']['output']>;
  /** The name it was uploaded with. */
  originalName: Scalars['String']['output'];
  /** The owner's e-mail: only for the owner and invited recipients, or when the owner has no name. */
  ownerEmail: Maybe<Scalars['String']['output']>;
  /** The owner's name. */
  ownerName: Maybe<Scalars['String']['output']>;
  /** Size in bytes. */
  size: Maybe<Scalars['Float']['output']>;
  /** Signed URL of a 512-pixel WebP thumbnail (PNG, JPEG and PDF files; null otherwise), valid 5 minutes, needs no cookie; append `&size=small` for 128 pixels. Showing it never counts a download. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
};

/** A page of files shared with you. */
export type SharedFileConnection = {
  __typename?: 'SharedFileConnection';
  /** This page. */
  edges: Array<SharedFileEdge>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Shared files over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One shared file in a page. */
export type SharedFileEdge = {
  __typename?: 'SharedFileEdge';
  /** Opaque position; pass as `after`. */
  cursor: Scalars['String']['output'];
  /** The shared file. */
  node: SharedFile;
};

/** The caller's storage in bytes. */
export type StorageUsage = {
  __typename?: 'StorageUsage';
  /** The quota. */
  total: Scalars['Float']['output'];
  /** Bytes of your files in the trash (part of `used` until they are purged). */
  trashBytes: Scalars['Float']['output'];
  /** Days a deleted item stays in the trash before it is deleted for good. */
  trashRetentionDays: Scalars['Int']['output'];
  /** Bytes used by your files, those in the trash included. */
  used: Scalars['Float']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Your folder at `path` changed (any of your folders when `path` is omitted). */
  itemsChanged: ItemsChangedEvent;
  /** Files shared with you from now on (direct shares and restricted links listing you). */
  shareReceived: ShareReceivedEvent;
  /** Shares that reached you and ended from now on: a restricted link listing you revoked or no longer listing you, a direct share removed. */
  shareWithdrawn: ShareWithdrawnEvent;
  /** Each of your uploads, once committed. */
  uploadCompleted: UploadCompletedEvent;
};


export type SubscriptionItemsChangedArgs = {
  path: InputMaybe<Scalars['String']['input']>;
};

/** A thumbnail size (WebP, aspect kept, never enlarged). */
export type ThumbnailSize =
  /** Fits 512 × 512 pixels: cards and previews. */
  | 'LARGE'
  /** Fits 128 × 128 pixels: grids and lists. */
  | 'SMALL';

/** READ: list, read and download. WRITE: upload, create, rename, move, delete, add shared files. SHARE: links and direct shares. */
export type TokenScope =
  | 'READ'
  | 'SHARE'
  | 'WRITE';

/** A page of your trash, newest first. */
export type TrashConnection = {
  __typename?: 'TrashConnection';
  /** The entries of this page. */
  edges: Array<TrashEntryEdge>;
  /** How to get the next page. */
  pageInfo: PageInfo;
  /** Entries in the trash. */
  totalCount: Scalars['Int']['output'];
};

/** An item you deleted, with everything that went with it; restorable until `expiresAt`. */
export type TrashEntry = {
  __typename?: 'TrashEntry';
  /** When it is deleted for good. */
  expiresAt: Scalars['DateTime']['output'];
  /** The item as it was: `path` is the folder it goes back to. */
  item: Item;
  /** How many items went with it (itself included). */
  itemCount: Scalars['Int']['output'];
  /** Bytes of the files that went with it (itself included). */
  totalBytes: Scalars['Float']['output'];
  /** When it was deleted. */
  trashedAt: Scalars['DateTime']['output'];
};

/** A trash entry and its cursor. */
export type TrashEntryEdge = {
  __typename?: 'TrashEntryEdge';
  /** Pass as `after` to continue after this entry. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: TrashEntry;
};

/** Files shared with you that you have not opened yet, one entry per file. */
export type UnseenShares = {
  __typename?: 'UnseenShares';
  /** How many (the badge). */
  count: Scalars['Int']['output'];
  /** One entry per file, newest first. */
  files: Array<SharedFile>;
};

/** Only the fields you send change. */
export type UpdateShareLinkInput = {
  /** Who a restricted link admits. */
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 86400 or 604800 seconds from now; null: never. */
  expiresIn?: InputMaybe<Scalars['Int']['input']>;
  /** The link. */
  id: Scalars['ID']['input'];
  /** null: unlimited. */
  maxAccess?: InputMaybe<Scalars['Int']['input']>;
  /** true: mail the addresses this change adds that you shared the file with them. */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new password; null removes it. Voids issued download URLs. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Who may open it. */
  scope?: InputMaybe<ShareScope>;
};

/** One of your uploads was committed. */
export type UploadCompletedEvent = {
  __typename?: 'UploadCompletedEvent';
  /** How many files. */
  count: Scalars['Int']['output'];
  /** The created files, in request order. */
  fileIds: Array<Scalars['ID']['output']>;
};

/** What an upload does when a file of the same name is in the folder. */
export type UploadConflict =
  | 'KEEP_BOTH'
  | 'REPLACE';

/** A Coffer account. */
export type User = {
  __typename?: 'User';
  /** Sign-in e-mail, stored trimmed and lowercased. */
  email: Scalars['String']['output'];
  /** Whether the owner proved they receive mail at this address. Until then nothing shared with the address is shown. */
  emailVerified: Scalars['Boolean']['output'];
  /** Stable opaque id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

export type AccessTokenFieldsFragment = { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { __typename?: 'Query', accessTokens: { __typename?: 'AccessTokenConnection', totalCount: number, edges: Array<{ __typename?: 'AccessTokenEdge', node: { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean } }> } };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { __typename?: 'Mutation', createAccessToken: { __typename?: 'CreatedAccessToken', token: string, accessToken: { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeAccessTokenMutation = { __typename?: 'Mutation', revokeAccessToken: boolean };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { __typename?: 'Mutation', sendVerificationEmail: boolean };

export type VerifyEmailMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type VerifyEmailMutation = { __typename?: 'Mutation', verifyEmail: { __typename?: 'User', id: string, email: string, emailVerified: boolean } };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { __typename?: 'Mutation', changeEmail: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, email: string, name: string, emailVerified: boolean } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, email: string, name: string } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, email: string, name: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { __typename?: 'Query', sessions: Array<{ __typename?: 'Session', id: string, device: string, userAgent: string | null, clientAddress: string | null, createdAt: string, lastSeenAt: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', endOtherSessions: boolean };

export type ItemFieldsFragment = { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null };

export type FolderPageQueryVariables = Exact<{
  path: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FolderPageQuery = { __typename?: 'Query', folder: { __typename?: 'ItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'ItemEdge', node: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } }> } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { __typename?: 'Query', dashboard: { __typename?: 'DashboardSummary', totalFiles: number, totalFolders: number, sharedFiles: number, storage: { __typename?: 'StorageUsage', used: number, total: number, trashBytes: number, trashRetentionDays: number }, recentUploads: Array<{ __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null }> } };

export type StorageUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type StorageUsageQuery = { __typename?: 'Query', storageUsage: { __typename?: 'StorageUsage', used: number, total: number, trashBytes: number, trashRetentionDays: number } };

export type MoveTargetsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MoveTargetsQuery = { __typename?: 'Query', moveTargets: { __typename?: 'ItemConnection', pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'ItemEdge', node: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } }> } };

export type CreateFolderMutationVariables = Exact<{
  input: CreateFolderInput;
}>;


export type CreateFolderMutation = { __typename?: 'Mutation', createFolder: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } };

export type RenameItemMutationVariables = Exact<{
  input: RenameItemInput;
}>;


export type RenameItemMutation = { __typename?: 'Mutation', renameItem: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } };

export type MoveItemMutationVariables = Exact<{
  input: MoveItemInput;
}>;


export type MoveItemMutation = { __typename?: 'Mutation', moveItem: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } };

export type DeleteItemsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteItemsMutation = { __typename?: 'Mutation', deleteItems: Array<string> };

export type PendingUploadsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingUploadsQuery = { __typename?: 'Query', pendingUploads: Array<{ __typename?: 'PendingUpload', id: string, name: string, relativePath: string | null, offset: number, length: number, expiresAt: string }> };

export type CancelUploadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelUploadMutation = { __typename?: 'Mutation', cancelUpload: boolean };

export type ShareReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShareReceivedSubscription = { __typename?: 'Subscription', shareReceived: { __typename?: 'ShareReceivedEvent', fileId: string, fileName: string, sharedBy: { __typename?: 'ShareOwner', id: string, name: string, email: string } | null } };

export type ShareWithdrawnSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShareWithdrawnSubscription = { __typename?: 'Subscription', shareWithdrawn: { __typename?: 'ShareWithdrawnEvent', fileId: string } };

export type ItemsChangedSubscriptionVariables = Exact<{
  path: InputMaybe<Scalars['String']['input']>;
}>;


export type ItemsChangedSubscription = { __typename?: 'Subscription', itemsChanged: { __typename?: 'ItemsChangedEvent', path: string, reason: string } };

export type ItemSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type ItemSearchQuery = { __typename?: 'Query', search: { __typename?: 'ItemSearchConnection', pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'ItemEdge', cursor: string, node: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, mimeType: string | null, size: number | null, createdAt: string } }> } };

export type TrashPageQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type TrashPageQuery = { __typename?: 'Query', trash: { __typename?: 'TrashConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'TrashEntryEdge', node: { __typename?: 'TrashEntry', trashedAt: string, expiresAt: string, totalBytes: number, itemCount: number, item: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, mimeType: string | null, size: number | null } } }> } };

export type RestoreItemsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RestoreItemsMutation = { __typename?: 'Mutation', restoreItems: Array<{ __typename?: 'Item', id: string, type: ItemType, name: string, path: string }> };

export type PurgeItemsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type PurgeItemsMutation = { __typename?: 'Mutation', purgeItems: Array<string> };

export type EmptyTrashMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyTrashMutation = { __typename?: 'Mutation', emptyTrash: number };

export type FileVersionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FileVersionsQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string }, item: { __typename?: 'Item', id: string, name: string, size: number | null, mimeType: string | null, updatedAt: string, versions: { __typename?: 'FileVersionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'FileVersionEdge', node: { __typename?: 'FileVersion', id: string, size: number, mimeType: string, originalName: string | null, uploadedBy: string | null, uploadedAt: string, replacedAt: string, downloadUrl: string } }> } } };

export type RestoreVersionMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
}>;


export type RestoreVersionMutation = { __typename?: 'Mutation', restoreVersion: { __typename?: 'Item', updatedAt: string, id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } };

export type DeleteVersionMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
}>;


export type DeleteVersionMutation = { __typename?: 'Mutation', deleteVersion: boolean };

export type SharedWithMeQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type SharedWithMeQuery = { __typename?: 'Query', sharedWithMe: { __typename?: 'SharedFileConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'SharedFileEdge', node: { __typename?: 'SharedFile', isNew: boolean, requiresPassword: boolean, shareToken: string | null, sharedAt: string, owner: { __typename?: 'ShareOwner', id: string, name: string, email: string }, item: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } } }> } };

export type UnseenSharesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnseenSharesQuery = { __typename?: 'Query', unseenShares: { __typename?: 'UnseenShares', count: number } };

export type ShareLinkFieldsFragment = { __typename?: 'ShareLink', id: string, fileId: string, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null };

export type ShareLinksQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
}>;


export type ShareLinksQuery = { __typename?: 'Query', shareLinks: Array<{ __typename?: 'ShareLink', id: string, fileId: string, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null }> };

export type CreateShareLinkMutationVariables = Exact<{
  input: CreateShareLinkInput;
}>;


export type CreateShareLinkMutation = { __typename?: 'Mutation', createShareLink: { __typename?: 'ShareLink', id: string, fileId: string, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null } };

export type UpdateShareLinkMutationVariables = Exact<{
  input: UpdateShareLinkInput;
}>;


export type UpdateShareLinkMutation = { __typename?: 'Mutation', updateShareLink: { __typename?: 'ShareLink', id: string, fileId: string, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null } };

export type RevokeShareLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeShareLinkMutation = { __typename?: 'Mutation', revokeShareLink: boolean };

export type ShareAccessMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: InputMaybe<Scalars['String']['input']>;
}>;


export type ShareAccessMutation = { __typename?: 'Mutation', shareAccess: { __typename?: 'SharedFileAccess', downloadUrl: string, originalName: string, mimeType: string | null, size: number | null, ownerName: string | null, ownerEmail: string | null, encryptionType: string | null, hasDownloadLimit: boolean, thumbnailUrl: string | null } | null };

export type AddSharedFileToMyFilesMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: InputMaybe<Scalars['String']['input']>;
}>;


export type AddSharedFileToMyFilesMutation = { __typename?: 'Mutation', addSharedFileToMyFiles: { __typename?: 'AddedSharedFile', alreadyAdded: boolean, item: { __typename?: 'Item', id: string, name: string, path: string } } };

export type RequestShareCodeMutationVariables = Exact<{
  token: Scalars['String']['input'];
  email: Scalars['String']['input'];
}>;


export type RequestShareCodeMutation = { __typename?: 'Mutation', requestShareCode: boolean };

export type VerifyShareCodeMutationVariables = Exact<{
  token: Scalars['String']['input'];
  email: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type VerifyShareCodeMutation = { __typename?: 'Mutation', verifyShareCode: { __typename?: 'ShareCodeAccess', expiresAt: string } };

export const AccessTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]} as unknown as DocumentNode<AccessTokenFieldsFragment, unknown>;
export const ItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<ItemFieldsFragment, unknown>;
export const ShareLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<ShareLinkFieldsFragment, unknown>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const SendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationEmail"}}]}}]} as unknown as DocumentNode<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const FolderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FolderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<FolderPageQuery, FolderPageQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalFiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"sharedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"trashBytes"}},{"kind":"Field","name":{"kind":"Name","value":"trashRetentionDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const StorageUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"trashBytes"}},{"kind":"Field","name":{"kind":"Name","value":"trashRetentionDays"}}]}}]}}]} as unknown as DocumentNode<StorageUsageQuery, StorageUsageQueryVariables>;
export const MoveTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoveTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoveTargetsQuery, MoveTargetsQueryVariables>;
export const CreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<CreateFolderMutation, CreateFolderMutationVariables>;
export const RenameItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<RenameItemMutation, RenameItemMutationVariables>;
export const MoveItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<MoveItemMutation, MoveItemMutationVariables>;
export const DeleteItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteItemsMutation, DeleteItemsMutationVariables>;
export const PendingUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relativePath"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PendingUploadsQuery, PendingUploadsQueryVariables>;
export const CancelUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CancelUploadMutation, CancelUploadMutationVariables>;
export const ShareReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShareReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ShareReceivedSubscription, ShareReceivedSubscriptionVariables>;
export const ShareWithdrawnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShareWithdrawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareWithdrawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}}]}}]}}]} as unknown as DocumentNode<ShareWithdrawnSubscription, ShareWithdrawnSubscriptionVariables>;
export const ItemsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ItemsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ItemsChangedSubscription, ItemsChangedSubscriptionVariables>;
export const ItemSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemSearchQuery, ItemSearchQueryVariables>;
export const TrashPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrashPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trashedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TrashPageQuery, TrashPageQueryVariables>;
export const RestoreItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<RestoreItemsMutation, RestoreItemsMutationVariables>;
export const PurgeItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurgeItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<PurgeItemsMutation, PurgeItemsMutationVariables>;
export const EmptyTrashDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyTrash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyTrash"}}]}}]} as unknown as DocumentNode<EmptyTrashMutation, EmptyTrashMutationVariables>;
export const FileVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FileVersionsQuery, FileVersionsQueryVariables>;
export const RestoreVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<RestoreVersionMutation, RestoreVersionMutationVariables>;
export const DeleteVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}]}]}}]} as unknown as DocumentNode<DeleteVersionMutation, DeleteVersionMutationVariables>;
export const SharedWithMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedWithMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedWithMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}}]}}]} as unknown as DocumentNode<SharedWithMeQuery, SharedWithMeQueryVariables>;
export const UnseenSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnseenShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<UnseenSharesQuery, UnseenSharesQueryVariables>;
export const ShareLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<ShareLinksQuery, ShareLinksQueryVariables>;
export const CreateShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShareLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const UpdateShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShareLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<UpdateShareLinkMutation, UpdateShareLinkMutationVariables>;
export const RevokeShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const ShareAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"hasDownloadLimit"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ShareAccessMutation, ShareAccessMutationVariables>;
export const AddSharedFileToMyFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSharedFileToMyFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSharedFileToMyFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadyAdded"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<AddSharedFileToMyFilesMutation, AddSharedFileToMyFilesMutationVariables>;
export const RequestShareCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestShareCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestShareCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestShareCodeMutation, RequestShareCodeMutationVariables>;
export const VerifyShareCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyShareCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyShareCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<VerifyShareCodeMutation, VerifyShareCodeMutationVariables>;