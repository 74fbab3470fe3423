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
export type AccessToken = Node & {
  __typename?: 'AccessToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Null: never expires. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
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
  /** The tokens of this page (the edges without cursors). */
  nodes: Array<AccessToken>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Tokens over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The new token and its secret (shown this once), or why not. */
export type AccessTokenCreatePayload = {
  __typename?: 'AccessTokenCreatePayload';
  /** The stored token; null when userErrors says why not. */
  accessToken: Maybe<AccessToken>;
  /** Send as `Authorization: Bearer <token>`. Shown once; store it now. */
  token: Maybe<Scalars['String']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** One token in a page. */
export type AccessTokenEdge = {
  __typename?: 'AccessTokenEdge';
  /** Opaque position of this edge. */
  cursor: Scalars['String']['output'];
  /** The token. */
  node: AccessToken;
};

/** The token to revoke. */
export type AccessTokenRevokeInput = {
  /** Global id of one of your tokens. */
  id: Scalars['ID']['input'];
};

/** The revoked token. */
export type AccessTokenRevokePayload = {
  __typename?: 'AccessTokenRevokePayload';
  /** The token, now revoked. */
  accessToken: Maybe<AccessToken>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
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
  /** One of your files (a FILE link). Exactly one of fileId, folderId, fileIds. */
  fileId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 1000 of your files (a SET link). */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** One of your folders (a FOLDER link). */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  /** Download limit. */
  maxAccess?: InputMaybe<Scalars['Int']['input']>;
  /** true: mail the listed addresses that you shared the file with them (names you and the file, links to it). */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Protects the link. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Who may open it. */
  scope?: ShareScope;
};

/** A webhook to register. */
export type CreateWebhookInput = {
  /** Bind it to the access token making this request: deleted when the token is revoked. */
  boundToToken?: InputMaybe<Scalars['Boolean']['input']>;
  /** Up to 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** WebhookEventType names, e.g. ["UPLOAD_COMPLETED", "ITEMS_CHANGED"]. */
  eventTypes: Array<Scalars['String']['input']>;
  /** Only events about items in this folder, recursively. */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  /** https URL (http only to a private host where the server allows those). */
  url: Scalars['String']['input'];
};

/** The new webhook and its secret, or why it was not created. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The signing secret (`whsec_…`), shown this once: store it now. */
  secret: Maybe<Scalars['String']['output']>;
  /** Input that was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The webhook; null when userErrors says why not. */
  webhook: Maybe<Webhook>;
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

/** The webhook to delete. */
export type DeleteWebhookInput = {
  /** Its id. */
  id: Scalars['ID']['input'];
};

/** Which webhook was deleted. */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** The id of the deleted webhook. */
  deletedWebhookId: Maybe<Scalars['ID']['output']>;
  /** Input that was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** An e-mail address a file is shared with directly. */
export type DirectShare = {
  __typename?: 'DirectShare';
  /** The address, trimmed and lowercased. */
  email: Scalars['String']['output'];
};

/** A file and the addresses to share it with. */
export type DirectSharesAddInput = {
  /** E-mail addresses. */
  emails: Array<Scalars['String']['input']>;
  /** Global id of one of your files. */
  fileId: Scalars['ID']['input'];
  /** true: mail them that you shared the file (names you and the file, links to Shared with me). */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The addresses a direct share was added or removed for (the same whether or not they have accounts). */
export type DirectSharesPayload = {
  __typename?: 'DirectSharesPayload';
  /** The addresses, trimmed and lowercased; null when userErrors says why not. */
  directShares: Maybe<Array<DirectShare>>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** A file and the addresses to stop sharing it with. */
export type DirectSharesRemoveInput = {
  /** E-mail addresses. */
  emails: Array<Scalars['String']['input']>;
  /** Global id of one of your files. */
  fileId: Scalars['ID']['input'];
};

/** A link through which visitors send files into one of your folders (visible to you only). */
export type FileRequest = Node & {
  __typename?: 'FileRequest';
  /** Media types it takes; empty: every type the instance takes. */
  acceptedTypes: Array<Scalars['String']['output']>;
  /** When you closed it. */
  closedAt: Maybe<Scalars['DateTime']['output']>;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** When it stops taking files; null: never. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The files that arrived, newest first. */
  files: FileRequestFileConnection;
  /** The folder files land in; null while it is in the trash. */
  folder: Maybe<Item>;
  /** Visitors must type a password. */
  hasPassword: Scalars['Boolean']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
  /** When the last file arrived. */
  lastReceivedAt: Maybe<Scalars['DateTime']['output']>;
  /** Bytes per file; null: the instance limit. */
  maxFileBytes: Maybe<Scalars['Float']['output']>;
  /** Files it takes in all; null: no limit. */
  maxFiles: Maybe<Scalars['Int']['output']>;
  /** Bytes over all files; null: no limit. */
  maxTotalBytes: Maybe<Scalars['Float']['output']>;
  /** Shown to visitors under the title. */
  message: Scalars['String']['output'];
  /** Bytes that arrived. */
  receivedBytes: Scalars['Float']['output'];
  /** Files that arrived. */
  receivedFiles: Scalars['Int']['output'];
  /** Addresses it is restricted to (one-time codes); empty: anyone with the link. */
  recipients: Array<Scalars['String']['output']>;
  /** Visitors must give an address. */
  requireEmail: Scalars['Boolean']['output'];
  /** Visitors must give a name. */
  requireName: Scalars['Boolean']['output'];
  /** Whether it takes files now. */
  state: FileRequestState;
  /** Shown to visitors. */
  title: Scalars['String']['output'];
  /** When its settings last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The page visitors open to send files. */
  url: Scalars['String']['output'];
};


/** A link through which visitors send files into one of your folders (visible to you only). */
export type FileRequestFilesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** A sender to refuse from now on. */
export type FileRequestBlockSenderInput = {
  /** The request they sent to. */
  id: Scalars['ID']['input'];
  /** The senderId of one of its files. */
  senderId: Scalars['ID']['input'];
  /** Also move what they sent to this request to the trash. */
  trashFiles?: Scalars['Boolean']['input'];
};

/** What blocking a sender did. */
export type FileRequestBlockSenderPayload = {
  __typename?: 'FileRequestBlockSenderPayload';
  /** The sender is refused on all your requests from now on. */
  blocked: Scalars['Boolean']['output'];
  /** Files moved to the trash. */
  trashed: Scalars['Int']['output'];
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** A page of your file requests, newest first. */
export type FileRequestConnection = {
  __typename?: 'FileRequestConnection';
  /** This page. */
  edges: Array<FileRequestEdge>;
  /** The requests of this page. */
  nodes: Array<FileRequest>;
  /** Where the next and previous pages start. */
  pageInfo: PageInfo;
  /** Requests over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A file request to make. */
export type FileRequestCreateInput = {
  /** Media types it takes; absent or empty: all. */
  acceptedTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** In the future; absent: never. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** One of your folders (global or database id): files land below it. */
  folderId: Scalars['ID']['input'];
  /** Bytes per file. */
  maxFileBytes?: InputMaybe<Scalars['Float']['input']>;
  /** Files in all, 1–10 000. */
  maxFiles?: InputMaybe<Scalars['Int']['input']>;
  /** Bytes over all files. */
  maxTotalBytes?: InputMaybe<Scalars['Float']['input']>;
  /** 0–2 000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Visitors must type it. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Restrict it to these addresses (one-time codes). */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Visitors must give an address. */
  requireEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Visitors must give a name. */
  requireName?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1–200 characters, shown to visitors. */
  title: Scalars['String']['input'];
};

/** The request deleted, or why not. */
export type FileRequestDeletePayload = {
  __typename?: 'FileRequestDeletePayload';
  /** The deleted request’s global id. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** One request in a page. */
export type FileRequestEdge = {
  __typename?: 'FileRequestEdge';
  /** Opaque position; pass as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The request. */
  node: FileRequest;
};

/** A file that arrived through a request, with who sent it. */
export type FileRequestFile = {
  __typename?: 'FileRequestFile';
  /** The receipt’s id. */
  id: Scalars['ID']['output'];
  /** It is in the trash or purged. */
  inTrash: Scalars['Boolean']['output'];
  /** The file; null in the trash or purged. */
  item: Maybe<Item>;
  /** Its media type; null in the trash or purged. */
  mimeType: Maybe<Scalars['String']['output']>;
  /** Its name (now, or when it arrived if it is gone). */
  name: Scalars['String']['output'];
  /** Its folder’s path now; null in the trash or purged. */
  path: Maybe<Scalars['String']['output']>;
  /** When it arrived. */
  receivedAt: Scalars['DateTime']['output'];
  /** The address the sender gave (or proved). */
  senderEmail: Maybe<Scalars['String']['output']>;
  /** Who sent it: the same for all files of one visitor’s grant. */
  senderId: Scalars['ID']['output'];
  /** The name the sender gave. */
  senderName: Maybe<Scalars['String']['output']>;
  /** The address was proven with a one-time code (restricted requests). */
  senderVerified: Scalars['Boolean']['output'];
  /** Its size in bytes. */
  size: Scalars['Float']['output'];
};

/** A page of the files a request received, newest first. */
export type FileRequestFileConnection = {
  __typename?: 'FileRequestFileConnection';
  /** This page. */
  edges: Array<FileRequestFileEdge>;
  /** The files of this page. */
  nodes: Array<FileRequestFile>;
  /** Where the next and previous pages start. */
  pageInfo: PageInfo;
  /** Files over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One received file in a page. */
export type FileRequestFileEdge = {
  __typename?: 'FileRequestFileEdge';
  /** Opaque position; pass as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The file. */
  node: FileRequestFile;
};

/** A file request. */
export type FileRequestIdInput = {
  /** The request (global or database id). */
  id: Scalars['ID']['input'];
};

/** The request made or changed, or why not. */
export type FileRequestPayload = {
  __typename?: 'FileRequestPayload';
  /** The request as it is now; null when userErrors says why not. */
  fileRequest: Maybe<FileRequest>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** A file arrived through one of your requests. */
export type FileRequestReceivedEvent = {
  __typename?: 'FileRequestReceivedEvent';
  /** The file. */
  file: FileRequestFile;
  /** The request. */
  fileRequest: FileRequest;
};

/** Whether a file request takes files. */
export type FileRequestState =
  /** Its owner closed it. */
  | 'CLOSED'
  /** Its expiry passed. */
  | 'EXPIRED'
  /** It takes files. */
  | 'OPEN';

/** Changes to a file request: fields absent or null stay; the clear* fields remove a setting. */
export type FileRequestUpdateInput = {
  /** Media types it takes; [] for all. */
  acceptedTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Never expire. */
  clearExpiry?: InputMaybe<Scalars['Boolean']['input']>;
  /** Limits to remove: any of maxFiles, maxFileBytes, maxTotalBytes. */
  clearLimits?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Remove the password. */
  clearPassword?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new expiry, in the future. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The request (global or database id). */
  id: Scalars['ID']['input'];
  /** Bytes per file. */
  maxFileBytes?: InputMaybe<Scalars['Float']['input']>;
  /** Files in all, 1–10 000. */
  maxFiles?: InputMaybe<Scalars['Int']['input']>;
  /** Bytes over all files. */
  maxTotalBytes?: InputMaybe<Scalars['Float']['input']>;
  /** A new message ("" for none). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** A new password (grants issued before are void). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** [] makes it public. */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Visitors must give an address. */
  requireEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** Visitors must give a name. */
  requireName?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new title. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** An earlier content of one of your files (the file itself holds the current one). */
export type FileVersion = Node & {
  __typename?: 'FileVersion';
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Where to download it (session cookie or access token with the read scope). */
  downloadUrl: Scalars['String']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
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
  /** The versions of this page (the edges without cursors). */
  nodes: Array<FileVersion>;
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

/** The folder made, or why not. */
export type FolderCreatePayload = {
  __typename?: 'FolderCreatePayload';
  /** The new folder; null when userErrors says why not. */
  item: Maybe<Item>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** A file or folder in its owner's tree. */
export type Item = Node & {
  __typename?: 'Item';
  /** The folders above the item, from the top of your tree down to its parent (breadcrumbs); none for anyone else's item. */
  ancestors: Array<Item>;
  /** The SHA-256 of a file's bytes (hex): the download's `ETag` without quotes, equal for equal content. Null for folders. */
  contentHash: Maybe<Scalars['String']['output']>;
  /** When it was created (uploaded, for files). */
  createdAt: Scalars['DateTime']['output'];
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Absolute signed URL that downloads the bytes (files only; null for folders): it needs no cookie or token, works 10 to 15 minutes, stays the same URL for five minutes at a time, and serves only the content the file held when it was made. Every request checks again that you may still download the file (and, when made with an access token, that the token is not revoked or expired). */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** For `aes128gcm` files: the name and type encrypted with the file key (base64url). */
  encryptedMetadata: Maybe<Scalars['String']['output']>;
  /** `aes128gcm` for an end-to-end encrypted file (its name is a placeholder, its bytes ciphertext). */
  encryptionType: Maybe<Scalars['String']['output']>;
  /** The entity tag to send as `ifMatch` (or If-Match over REST): a file's is its quoted content hash, its download's `ETag`, and changes with its bytes; a folder's changes when it is renamed or moved (or a folder above it is), not when its content changes. Null only for a file whose bytes are gone. */
  etag: Maybe<Scalars['String']['output']>;
  /** A folder's own full path (`path + name + '/'`); null for files. */
  fullPath: Maybe<Scalars['String']['output']>;
  /** The file has a share link that is not revoked. */
  hasShareLink: Scalars['Boolean']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
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
  /** The file's (or folder's) links, newest first, revoked ones included (yours only: none on anyone else's item). */
  shareLinks: ShareLinkConnection;
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
export type ItemShareLinksArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A file or folder in its owner's tree. */
export type ItemThumbnailUrlArgs = {
  size?: ThumbnailSize;
};


/** A file or folder in its owner's tree. */
export type ItemVersionsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};

/** One change of one of your items, with the item as it was then. */
export type ItemChange = {
  __typename?: 'ItemChange';
  /** When the change was committed. */
  at: Scalars['DateTime']['output'];
  /** The SHA-256 of the content the file held after the change (hex), as recorded then (also once those bytes are gone); null for folders. */
  contentHash: Maybe<Scalars['String']['output']>;
  /** The position right after this change: pass it as `after` to go on from here. */
  cursor: Scalars['String']['output'];
  /** The item's `etag` after the change. */
  etag: Scalars['String']['output'];
  /** A folder's own full path (`path + name + '/'`); null for files. */
  fullPath: Maybe<Scalars['String']['output']>;
  /** The item's database id (`Item.databaseId`, the REST `_id`). */
  itemDatabaseId: Scalars['ID']['output'];
  /** The item's global id (`Item.id`). */
  itemId: Scalars['ID']['output'];
  /** What happened. */
  kind: ItemChangeKind;
  /** Its name after the change. */
  name: Scalars['String']['output'];
  /** Its parent folder's full path after the change, with `/` at both ends. */
  path: Scalars['String']['output'];
  /** Size in bytes (files only). */
  size: Maybe<Scalars['Float']['output']>;
  /** It is in the trash after the change (trashed; purged from the trash). */
  trashed: Scalars['Boolean']['output'];
  /** File or folder. */
  type: ItemType;
};

/** What happened to an item (docs/change-feed.md, What is recorded). */
export type ItemChangeKind =
  /** It was made: uploaded, a folder created, added from a share, received through a request. */
  | 'CREATED'
  /** Its folder changed: it was moved, or a folder above it was moved or renamed (`path` is the new one). */
  | 'MOVED'
  /** It was deleted for good; its id names nothing any more. */
  | 'PURGED'
  /** Its name changed in place. */
  | 'RENAMED'
  /** It came back from the trash (`path` and `name` are where it landed). */
  | 'RESTORED'
  /** It went to the trash (itself, or with a folder above it). */
  | 'TRASHED'
  /** A file's content was replaced (an upload with REPLACE, a version restored). */
  | 'UPDATED';

/** A page of your change feed, oldest first. */
export type ItemChanges = {
  __typename?: 'ItemChanges';
  /** The changes, in the order they were committed. */
  changes: Array<ItemChange>;
  /** Where to go on: after the last change of the page, or the cursor you sent when the page is empty. Keep it for the next call. */
  cursor: Scalars['String']['output'];
  /** More changes follow already: ask again at once (without `wait`). */
  hasMore: Scalars['Boolean']['output'];
};

/** A page of items. */
export type ItemConnection = {
  __typename?: 'ItemConnection';
  /** This page. */
  edges: Array<ItemEdge>;
  /** The items of this page (the edges without cursors). */
  nodes: Array<Item>;
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
  /** Files and folders. */
  | 'ALL'
  /** Files whose type names pdf, document or text. */
  | 'DOCUMENTS'
  /** Files only. */
  | 'FILES'
  /** Folders only. */
  | 'FOLDERS'
  /** Files of an image/* type. */
  | 'IMAGES'
  /** Files of a video/* type. */
  | 'VIDEOS';

/** The moved item, or why not. */
export type ItemMovePayload = {
  __typename?: 'ItemMovePayload';
  /** The item in its new place; null when userErrors says why not. */
  item: Maybe<Item>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** The renamed item, or why not. */
export type ItemRenamePayload = {
  __typename?: 'ItemRenamePayload';
  /** The item with its new name; null when userErrors says why not. */
  item: Maybe<Item>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** A page of search hits, best first. */
export type ItemSearchConnection = {
  __typename?: 'ItemSearchConnection';
  /** This page. */
  edges: Array<ItemEdge>;
  /** The hits of this page (the edges without cursors). */
  nodes: Array<Item>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Hits over all pages (counted only when you ask for it). */
  totalCount: Scalars['Int']['output'];
};

/** Folders always come first; ties break by id. */
export type ItemSort =
  /** By creation (upload) time. */
  | 'DATE'
  /** By name, ignoring case. */
  | 'NAME'
  /** By size in bytes (folders count as 0). */
  | 'SIZE';

/** A file or a folder. */
export type ItemType =
  /** A file: it has bytes. */
  | 'FILE'
  /** A folder: it holds items. */
  | 'FOLDER';

/** Why a folder changed. */
export type ItemsChangeReason =
  /** A folder was made in it (or a shared file added to it). */
  | 'CREATED'
  /** An item moved in or out. */
  | 'MOVED'
  /** An item that was in it was deleted for good from the trash. */
  | 'PURGED'
  /** An item in it was renamed. */
  | 'RENAMED'
  /** An item came back from the trash into it. */
  | 'RESTORED'
  /** An item in it went to the trash. */
  | 'TRASHED'
  /** Files were uploaded into it. */
  | 'UPLOADED'
  /** A file's content was replaced (its old content kept as a version) or restored. */
  | 'VERSIONED';

/** Something in one of your folders changed; refetch it. */
export type ItemsChangedEvent = {
  __typename?: 'ItemsChangedEvent';
  /** Full path of the folder that changed (for trashed, restored and purged items: the folder they are or were in). */
  path: Scalars['String']['output'];
  /** What happened. */
  reason: ItemsChangeReason;
};

/** Trash entries to delete for good. */
export type ItemsPurgeInput = {
  /** Global ids of your trash entries (or of their items); all or none. */
  ids: Array<Scalars['ID']['input']>;
};

/** What was deleted for good. */
export type ItemsPurgePayload = {
  __typename?: 'ItemsPurgePayload';
  /** Global ids of the items deleted for good; null when userErrors says why not. */
  deletedItemIds: Maybe<Array<Scalars['ID']['output']>>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** Trash entries to put back. */
export type ItemsRestoreInput = {
  /** Global ids of your trash entries (or of their items); all or none. */
  ids: Array<Scalars['ID']['input']>;
};

/** What came back from the trash. */
export type ItemsRestorePayload = {
  __typename?: 'ItemsRestorePayload';
  /** The items where they are now (a taken name comes back suffixed); null when userErrors says why not. */
  items: Maybe<Array<Item>>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** Items to move to the trash. */
export type ItemsTrashInput = {
  /** Global ids of your items (folders go with everything inside); all or none. */
  ids: Array<Scalars['ID']['input']>;
  /** Trash them only while every item's `etag` is one of these (the If-Match syntax: `*`, or a comma-separated list of quoted tags); otherwise nothing changes and PRECONDITION_FAILED comes back in userErrors. */
  ifMatch?: InputMaybe<Scalars['String']['input']>;
};

/** What went to the trash. */
export type ItemsTrashPayload = {
  __typename?: 'ItemsTrashPayload';
  /** The items now in the trash; null when userErrors says why not. */
  items: Maybe<Array<Item>>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** One of the viewer's identities at a single sign-on provider. */
export type LinkedIdentity = {
  __typename?: 'LinkedIdentity';
  /** The address the provider reported when it was linked. */
  email: Maybe<Scalars['String']['output']>;
  /** The provider's label. */
  label: Scalars['String']['output'];
  /** When it last signed in. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** When it was linked. */
  linkedAt: Scalars['DateTime']['output'];
  /** The provider's id. */
  provider: Scalars['String']['output'];
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
  /** Write only while the item's `etag` is one of these (the If-Match syntax: `*`, or a comma-separated list of quoted tags); otherwise nothing changes and PRECONDITION_FAILED comes back in userErrors. */
  ifMatch?: InputMaybe<Scalars['String']['input']>;
  /** Target folder; null for the root. */
  targetFolderId?: InputMaybe<Scalars['ID']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a personal access token (signed-in sessions only); a name, scopes or expiry it refuses come back in userErrors. */
  accessTokenCreate: AccessTokenCreatePayload;
  /** Revokes one of your tokens at once (signed-in sessions only). */
  accessTokenRevoke: AccessTokenRevokePayload;
  /**
   * Adds a shared file to your root (same bytes, your quota), once: while your copy exists, it is answered with alreadyAdded and nothing is counted.
   * @deprecated Use sharedFileAdd.
   */
  addSharedFileToMyFiles: AddedSharedFile;
  /**
   * Cancels one of your unfinished resumable uploads: its bytes and reserved quota are released (as tus DELETE).
   * @deprecated Use uploadCancel.
   */
  cancelUpload: Scalars['Boolean']['output'];
  /** Mails a confirmation link to a new address; the account moves to it when the link is opened. Sessions only. */
  changeEmail: Scalars['Boolean']['output'];
  /** Changes the password; every other session is signed out. Sessions only. */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Creates a personal access token (signed-in sessions only).
   * @deprecated Use accessTokenCreate.
   */
  createAccessToken: CreatedAccessToken;
  /**
   * Creates a folder.
   * @deprecated Use folderCreate.
   */
  createFolder: Item;
  /**
   * Creates a link to one of your files.
   * @deprecated Use shareLinkCreate.
   */
  createShareLink: ShareLink;
  /** Registers a webhook; its signing secret is in the payload, this once. */
  createWebhook: CreateWebhookPayload;
  /**
   * Moves items (folders with everything inside) to the trash in one transaction; answers their database ids. Any unknown id fails the whole call.
   * @deprecated Use itemsTrash.
   */
  deleteItems: Array<Scalars['ID']['output']>;
  /**
   * Deletes an earlier version of one of your files for good.
   * @deprecated Use versionDelete.
   */
  deleteVersion: Scalars['Boolean']['output'];
  /** Deletes a webhook and its delivery log. */
  deleteWebhook: DeleteWebhookPayload;
  /** Shares a file directly with e-mail addresses: whoever has (or later creates) an account with one of them gets it. The answer is the same whether or not an address has an account; addresses or a file it refuses come back in userErrors. */
  directSharesAdd: DirectSharesPayload;
  /** Stops sharing a file directly with e-mail addresses (the same answer whether or not it was shared with them); addresses or a file it refuses come back in userErrors. */
  directSharesRemove: DirectSharesPayload;
  /**
   * Deletes everything in your trash for good; answers how many files went.
   * @deprecated Use trashEmpty.
   */
  emptyTrash: Scalars['Int']['output'];
  /**
   * Signs out every session of the viewer but this one. Sessions only.
   * @deprecated Use sessionsEndOthers.
   */
  endOtherSessions: Scalars['Boolean']['output'];
  /**
   * Signs one of the viewer's sessions out; its live connections close. Sessions only.
   * @deprecated Use sessionEnd.
   */
  endSession: Scalars['Boolean']['output'];
  /** Refuses a sender on all your requests from now on; optionally trashes what they sent to this one. */
  fileRequestBlockSender: FileRequestBlockSenderPayload;
  /** Closes a file request for good: uploads in progress stop; what arrived stays. */
  fileRequestClose: FileRequestPayload;
  /** Makes a file request; settings it refuses come back in userErrors. */
  fileRequestCreate: FileRequestPayload;
  /** Deletes a file request (what arrived stays). */
  fileRequestDelete: FileRequestDeletePayload;
  /** Changes a file request; settings it refuses come back in userErrors. */
  fileRequestUpdate: FileRequestPayload;
  /** Creates a folder; a name or path it refuses comes back in userErrors. */
  folderCreate: FolderCreatePayload;
  /** Unlinks a provider from your account (refused when it is the only way in). Sessions only. */
  identityUnlink: Scalars['Boolean']['output'];
  /** Moves a file or folder (with everything inside) into a folder or the root; a target it refuses comes back in userErrors. */
  itemMove: ItemMovePayload;
  /** Renames a file or folder in place; a name it refuses comes back in userErrors. */
  itemRename: ItemRenamePayload;
  /** Deletes trash entries for good. Any id that is not one of your trash entries fails the whole call (FILE_NOT_FOUND). */
  itemsPurge: ItemsPurgePayload;
  /** Puts trash entries back where they were, with everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any id that is not one of your trash entries fails the whole call (FILE_NOT_FOUND). */
  itemsRestore: ItemsRestorePayload;
  /** Moves items (folders with everything inside) to the trash in one transaction. Any id that is not one of your items fails the whole call (FILE_NOT_FOUND). */
  itemsTrash: ItemsTrashPayload;
  /** Signs in with e-mail and password (sets the session cookie). Every attempt counts towards the login throttle, aliases included. */
  login: Maybe<User>;
  /** Signs in with a passkey alone (its authenticator checks its holder): the answer to loginPasskeyOptions. Sets the session cookie. */
  loginPasskey: User;
  /** Options for navigator.credentials.get() to sign in without a password, as JSON text: a challenge any passkey of this site may sign, once, within 5 minutes. */
  loginPasskeyOptions: Scalars['String']['output'];
  /** Completes a sign-in that answered SECOND_FACTOR_REQUIRED (its challenge is in a cookie for 5 minutes) with a code from the authenticator app or a recovery code; sets the session cookie. */
  loginSecondFactor: User;
  /** Options for navigator.credentials.get() in the second step of a sign-in, as JSON text: a challenge for one of the account's passkeys (the sign-in's challenge cookie names the account). Answer with loginSecondFactor { passkeyResponseJson }. */
  loginSecondFactorPasskeyOptions: Scalars['String']['output'];
  /** Ends the current session; true also when there was none. */
  logout: Scalars['Boolean']['output'];
  /**
   * Moves a file or folder (with everything inside) into a folder or the root.
   * @deprecated Use itemMove.
   */
  moveItem: Item;
  /** Registers the passkey the browser created. Sessions only. */
  passkeyRegister: Passkey;
  /** Options for navigator.credentials.create(), as JSON text (PublicKeyCredentialCreationOptionsJSON); needs the password. Sessions only. */
  passkeyRegistrationOptions: Scalars['String']['output'];
  /** Removes one of your passkeys: it no longer signs in. Sessions only. */
  passkeyRemove: Scalars['Boolean']['output'];
  /** Renames one of your passkeys. Sessions only. */
  passkeyRename: Passkey;
  /**
   * Deletes trash entries for good; answers their ids. Any unknown id fails the whole call.
   * @deprecated Use itemsPurge.
   */
  purgeItems: Array<Scalars['ID']['output']>;
  /** Ten new recovery codes in place of the old ones, shown this once. Sessions only. */
  recoveryCodesRegenerate: Array<Scalars['String']['output']>;
  /** Sends a delivered or failed message again (same webhook-id). */
  redeliverWebhook: RedeliverWebhookPayload;
  /** Creates an account and signs it in (sets the session cookie). */
  register: User;
  /**
   * Renames a file or folder in place.
   * @deprecated Use itemRename.
   */
  renameItem: Item;
  /** Mails a password reset link if an account uses this address. Always answers true, so it tells nothing about accounts. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Asks for a one-time code for a restricted link: mailed (6 digits, 10 minutes, single use) only if the link lists the address; the answer is true either way. Throttled per address and link and per client address. */
  requestShareCode: Scalars['Boolean']['output'];
  /** Sets a new password with a reset link; every session of the account is signed out. */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Puts trash entries back where they were, with everything that went with them; missing folders are made again and a taken name gets a " (n)" suffix. Any unknown id fails the whole call.
   * @deprecated Use itemsRestore.
   */
  restoreItems: Array<Item>;
  /**
   * Makes an earlier version the file's content again; the content it replaces becomes the newest version.
   * @deprecated Use versionRestore.
   */
  restoreVersion: Item;
  /**
   * Revokes one of your tokens at once (signed-in sessions only).
   * @deprecated Use accessTokenRevoke.
   */
  revokeAccessToken: Scalars['Boolean']['output'];
  /**
   * Revokes a link at once; true also when it already was.
   * @deprecated Use shareLinkRevoke.
   */
  revokeShareLink: Scalars['Boolean']['output'];
  /** Replaces the signing secret; the new one is shown once. */
  rotateWebhookSecret: RotateWebhookSecretPayload;
  /** Sends a new verification e-mail (earlier links stop working). Sessions only. */
  sendVerificationEmail: Scalars['Boolean']['output'];
  /** Signs one of your sessions out; its live connections close. Another user's or an unknown id is NOT_FOUND. Sessions only. */
  sessionEnd: SessionEndPayload;
  /** Signs out every session of yours but this one (it takes no input). Sessions only. */
  sessionsEndOthers: SessionsEndOthersPayload;
  /** Opens a link (counts one access). Works signed in or anonymously; restricted links need an invited account with a verified address, or a one-time code (requestShareCode, verifyShareCode). Every password attempt counts towards the limits, aliases included. */
  shareAccess: Maybe<SharedFileAccess>;
  /** Opens a FOLDER or SET link (counts nothing: their limit counts downloads) with the checks of shareAccess, and answers a grant to list and download it over REST. */
  shareFolderAccess: SharedFolderAccess;
  /** Creates a link to one of your files; settings it refuses come back in userErrors. */
  shareLinkCreate: ShareLinkPayload;
  /** Revokes a link at once (again: nothing changes). */
  shareLinkRevoke: ShareLinkPayload;
  /** Changes a link (expiry, password, e-mails, limit, scope); settings it refuses come back in userErrors. */
  shareLinkUpdate: ShareLinkPayload;
  /**
   * Shares a file directly with e-mail addresses: whoever has (or later creates) an account with one of them gets it. The answer is the same whether or not an address has an account.
   * @deprecated Use directSharesAdd.
   */
  shareWithUsers: Array<DirectShare>;
  /** Adds a shared file to your root (same bytes, your quota), once: while your copy exists, it is answered with alreadyAdded and nothing is counted. A wrong password, a restricted link or a full quota stay top-level errors. */
  sharedFileAdd: SharedFileAddPayload;
  /** Links a provider's identity to your account, as proposed by a sign-in with it for your own address. Sessions only. */
  ssoLinkConfirm: LinkedIdentity;
  /** Starts signing in with a provider: answers its authorization URL (open it in the same browser) and sets the cookie the callback checks. The session will be bound to the web app that asked. */
  ssoStart: Scalars['String']['output'];
  /** Deletes everything in your trash for good (it takes no input: the trash is all of it). */
  trashEmpty: TrashEmptyPayload;
  /** Turns two-step verification off (the recovery codes stop working). Sessions only. */
  twoFactorDisable: Scalars['Boolean']['output'];
  /** Turns two-step verification on with a first code; answers ten recovery codes, shown this once. Sessions only. */
  twoFactorEnable: Array<Scalars['String']['output']>;
  /** Starts setting up an authenticator app: a new secret; nothing changes at sign-in until twoFactorEnable confirms it. Sessions only. */
  twoFactorSetup: TwoFactorSetup;
  /**
   * Stops sharing a file directly with e-mail addresses (the same answer whether or not it was shared with them).
   * @deprecated Use directSharesRemove.
   */
  unshareWithUsers: Array<DirectShare>;
  /**
   * Changes a link (expiry, password, e-mails, limit, scope).
   * @deprecated Use shareLinkUpdate.
   */
  updateShareLink: ShareLink;
  /** Changes a webhook; omitted fields stay. */
  updateWebhook: UpdateWebhookPayload;
  /** Cancels one of your unfinished resumable uploads: its bytes and reserved quota are released (as tus DELETE). Anyone else's, a finished or an unknown upload is NOT_FOUND. */
  uploadCancel: UploadCancelPayload;
  /** Uploads files (GraphQL multipart request spec; send the header `apollo-require-preflight: true`). All or nothing: same rules as POST /api/files/upload. Answers the created files in request order. */
  uploadFiles: Array<Item>;
  /** Verifies the address with the token from the verification e-mail. */
  verifyEmail: User;
  /** Enters a one-time code: sets an HttpOnly visitor cookie that opens the link for 12 hours (its password and limits still apply). Wrong, used or expired codes: VALIDATION_ERROR; 5 wrong codes per client address and link per 5 minutes, then RATE_LIMITED. */
  verifyShareCode: ShareCodeAccess;
  /** Deletes an earlier version of one of your files for good. A folder's id comes back in userErrors. */
  versionDelete: VersionDeletePayload;
  /** Makes an earlier version the file's content again; the content it replaces becomes the newest version. A folder's id comes back in userErrors. */
  versionRestore: VersionRestorePayload;
};


export type MutationAccessTokenCreateArgs = {
  input: CreateAccessTokenInput;
};


export type MutationAccessTokenRevokeArgs = {
  input: AccessTokenRevokeInput;
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


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteVersionArgs = {
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationDeleteWebhookArgs = {
  input: DeleteWebhookInput;
};


export type MutationDirectSharesAddArgs = {
  input: DirectSharesAddInput;
};


export type MutationDirectSharesRemoveArgs = {
  input: DirectSharesRemoveInput;
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFileRequestBlockSenderArgs = {
  input: FileRequestBlockSenderInput;
};


export type MutationFileRequestCloseArgs = {
  input: FileRequestIdInput;
};


export type MutationFileRequestCreateArgs = {
  input: FileRequestCreateInput;
};


export type MutationFileRequestDeleteArgs = {
  input: FileRequestIdInput;
};


export type MutationFileRequestUpdateArgs = {
  input: FileRequestUpdateInput;
};


export type MutationFolderCreateArgs = {
  input: CreateFolderInput;
};


export type MutationIdentityUnlinkArgs = {
  provider: Scalars['String']['input'];
};


export type MutationItemMoveArgs = {
  input: MoveItemInput;
};


export type MutationItemRenameArgs = {
  input: RenameItemInput;
};


export type MutationItemsPurgeArgs = {
  input: ItemsPurgeInput;
};


export type MutationItemsRestoreArgs = {
  input: ItemsRestoreInput;
};


export type MutationItemsTrashArgs = {
  input: ItemsTrashInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLoginPasskeyArgs = {
  input: PasskeySignInInput;
};


export type MutationLoginSecondFactorArgs = {
  input: SecondFactorInput;
};


export type MutationMoveItemArgs = {
  input: MoveItemInput;
};


export type MutationPasskeyRegisterArgs = {
  input: PasskeyRegisterInput;
};


export type MutationPasskeyRegistrationOptionsArgs = {
  password: Scalars['String']['input'];
};


export type MutationPasskeyRemoveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPasskeyRenameArgs = {
  input: PasskeyRenameInput;
};


export type MutationPurgeItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRecoveryCodesRegenerateArgs = {
  input: TwoFactorConfirmInput;
};


export type MutationRedeliverWebhookArgs = {
  input: RedeliverWebhookInput;
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


export type MutationRotateWebhookSecretArgs = {
  input: RotateWebhookSecretInput;
};


export type MutationSessionEndArgs = {
  input: SessionEndInput;
};


export type MutationShareAccessArgs = {
  password: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationShareFolderAccessArgs = {
  password: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationShareLinkCreateArgs = {
  input: CreateShareLinkInput;
};


export type MutationShareLinkRevokeArgs = {
  input: ShareLinkRevokeInput;
};


export type MutationShareLinkUpdateArgs = {
  input: UpdateShareLinkInput;
};


export type MutationShareWithUsersArgs = {
  emails: Array<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
  notify: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSharedFileAddArgs = {
  input: SharedFileAddInput;
};


export type MutationSsoLinkConfirmArgs = {
  token: Scalars['String']['input'];
};


export type MutationSsoStartArgs = {
  provider: Scalars['String']['input'];
  returnTo: InputMaybe<Scalars['String']['input']>;
};


export type MutationTwoFactorDisableArgs = {
  input: TwoFactorConfirmInput;
};


export type MutationTwoFactorEnableArgs = {
  input: TwoFactorEnableInput;
};


export type MutationTwoFactorSetupArgs = {
  input: TwoFactorSetupInput;
};


export type MutationUnshareWithUsersArgs = {
  emails: Array<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
};


export type MutationUpdateShareLinkArgs = {
  input: UpdateShareLinkInput;
};


export type MutationUpdateWebhookArgs = {
  input: UpdateWebhookInput;
};


export type MutationUploadCancelArgs = {
  input: UploadCancelInput;
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


export type MutationVersionDeleteArgs = {
  input: VersionDeleteInput;
};


export type MutationVersionRestoreArgs = {
  input: VersionRestoreInput;
};

/** An object with a global id: `node(id:)` fetches it again. */
export type Node = {
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
};

/** Cursor pagination state of a connection (the Relay connection spec). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; pass it as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** More items follow the last edge. Paging backward: true when `before` was given. */
  hasNextPage: Scalars['Boolean']['output'];
  /** More items come before the first edge. Paging forward: true when `after` was given. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge; pass it as `before` (with `last`) for the previous page. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A passkey of the viewer (only its public key is kept). */
export type Passkey = {
  __typename?: 'Passkey';
  /** Whether it syncs between the owner's devices (a password manager or a phone's keychain). */
  backedUp: Scalars['Boolean']['output'];
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** When it last signed in. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** What the owner calls it. */
  name: Scalars['String']['output'];
};

/** A new passkey, as the browser created it. */
export type PasskeyRegisterInput = {
  /** What to call it (1 to 100 characters). */
  name: Scalars['String']['input'];
  /** The browser's RegistrationResponseJSON, as JSON text, to passkeyRegistrationOptions. */
  responseJson: Scalars['String']['input'];
};

/** A new name for a passkey. */
export type PasskeyRenameInput = {
  /** The passkey. */
  id: Scalars['ID']['input'];
  /** The new name (1 to 100 characters). */
  name: Scalars['String']['input'];
};

/** A passkey's answer, to sign in without a password. */
export type PasskeySignInInput = {
  /** The browser's AuthenticationResponseJSON, as JSON text, to loginPasskeyOptions. */
  responseJson: Scalars['String']['input'];
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

/** A page of your unfinished resumable uploads, newest first. */
export type PendingUploadConnection = {
  __typename?: 'PendingUploadConnection';
  /** This page. */
  edges: Array<PendingUploadEdge>;
  /** The uploads of this page (the edges without cursors). */
  nodes: Array<PendingUpload>;
  /** Where the next and previous pages start. */
  pageInfo: PageInfo;
  /** Unfinished uploads over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One unfinished upload in a page. */
export type PendingUploadEdge = {
  __typename?: 'PendingUploadEdge';
  /** Opaque position; pass as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The upload. */
  node: PendingUpload;
};

export type Query = {
  __typename?: 'Query';
  /** Your personal access tokens, newest first. */
  accessTokens: AccessTokenConnection;
  /** Every change of your items after the cursor `after`, in commit order (docs/change-feed.md). With `wait`, an empty answer waits up to that many seconds for a change. CURSOR_EXPIRED: the cursor is older than the feed keeps; list again. */
  changes: ItemChanges;
  /** The cursor after everything committed so far: take it before listing your files, then follow `changes` from it. */
  changesCursor: Scalars['String']['output'];
  /** Totals, usage and newest files for the dashboard. */
  dashboard: DashboardSummary;
  /** Your file requests, newest first. */
  fileRequests: FileRequestConnection;
  /** A page of the direct children of one of your folders. */
  folder: ItemConnection;
  /** One of your items, by id or by path (exactly one of them). A folder listing gets its folder and breadcrumbs with `item(path:) { name ancestors { name fullPath } }` next to `folder(path:)`. */
  item: Item;
  /** The signed-in user. */
  me: User;
  /** All your folders (any depth) ordered by full path: the Move dialog targets. `search` matches name or full path, case-insensitively. */
  moveTargets: ItemConnection;
  /** The object with this global id, as you may see it; null for an unknown, malformed or foreign id (never an error). */
  node: Maybe<Node>;
  /** The objects with these global ids, in order (at most 100); null for each id `node` answers null for. */
  nodes: Array<Maybe<Node>>;
  /**
   * Your unfinished resumable uploads, newest first.
   * @deprecated Use me { pendingUploads }, a connection.
   */
  pendingUploads: Array<PendingUpload>;
  /** Your operation budget: per access token or session, and per client address; the tighter one. */
  rateLimit: RateLimit;
  /** Your files and folders anywhere in your tree whose name contains `query`, ignoring case and accents: the whole name first, then names that start with it, then the rest. `path` of each hit is its folder. */
  search: ItemSearchConnection;
  /**
   * The viewer's signed-in sessions, most recently used first. Sessions only.
   * @deprecated Use me { sessions }, a connection.
   */
  sessions: Array<Session>;
  /**
   * Every link of one of your files, newest first (revoked ones included).
   * @deprecated Use Item.shareLinks (a connection), e.g. node(id:) { ... on Item { shareLinks { nodes { id } } } }.
   */
  shareLinks: Array<ShareLink>;
  /** Files shared with you: direct shares first, newest first. */
  sharedWithMe: SharedFileConnection;
  /** How people sign in here: the providers, and whether passwords work. */
  signInOptions: SignInOptions;
  /** Your storage use and quota. */
  storageUsage: StorageUsage;
  /** Your trash, newest first: the items you deleted, each with what went with it. */
  trash: TrashConnection;
  /** Shared files you have not opened yet (the "New" badge). */
  unseenShares: UnseenShares;
  /** One of your webhooks (with its deliveries). */
  webhook: Webhook;
  /** Your webhooks, newest first. */
  webhooks: WebhookConnection;
};


export type QueryAccessTokensArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChangesArgs = {
  after: Scalars['String']['input'];
  first?: Scalars['Int']['input'];
  wait?: Scalars['Int']['input'];
};


export type QueryFileRequestsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFolderArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  descending?: Scalars['Boolean']['input'];
  filter?: ItemFilter;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
  path?: Scalars['String']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  sort?: ItemSort;
};


export type QueryItemArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  path: InputMaybe<Scalars['String']['input']>;
};


export type QueryMoveTargetsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QuerySearchArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryShareLinksArgs = {
  fileId: Scalars['ID']['input'];
};


export type QuerySharedWithMeArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
  unseen?: Scalars['Boolean']['input'];
};


export type QueryTrashArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhooksArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
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

/** The message to send again. */
export type RedeliverWebhookInput = {
  /** Global id of a delivery (attempt) of the message to send again. */
  deliveryId: Scalars['ID']['input'];
};

/** The message queued again. */
export type RedeliverWebhookPayload = {
  __typename?: 'RedeliverWebhookPayload';
  /** The `webhook-id` of the message queued again. */
  messageId: Maybe<Scalars['String']['output']>;
  /** Input that was refused; empty on success. */
  userErrors: Array<UserError>;
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
  /** Write only while the item's `etag` is one of these (the If-Match syntax: `*`, or a comma-separated list of quoted tags); otherwise nothing changes and PRECONDITION_FAILED comes back in userErrors. */
  ifMatch?: InputMaybe<Scalars['String']['input']>;
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

/** The webhook whose secret to replace. */
export type RotateWebhookSecretInput = {
  /** Its id. */
  id: Scalars['ID']['input'];
};

/** The webhook and its new secret. */
export type RotateWebhookSecretPayload = {
  __typename?: 'RotateWebhookSecretPayload';
  /** The new secret, shown this once; the old one stops at once. */
  secret: Maybe<Scalars['String']['output']>;
  /** Input that was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The webhook; null when userErrors says why not. */
  webhook: Maybe<Webhook>;
};

/** One second factor: a code from the authenticator app, a recovery code, or a passkey. */
export type SecondFactorInput = {
  /** A code from the authenticator app. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** A passkey's answer instead: the browser's AuthenticationResponseJSON, as JSON text, to loginSecondFactorPasskeyOptions. */
  passkeyResponseJson?: InputMaybe<Scalars['String']['input']>;
  /** One of the recovery codes instead (spent by this use). */
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
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
  /** How the session signed in. */
  signInMethod: SignInMethod;
  /** The User-Agent last seen. */
  userAgent: Maybe<Scalars['String']['output']>;
};

/** A page of your signed-in sessions, most recently used first. */
export type SessionConnection = {
  __typename?: 'SessionConnection';
  /** This page. */
  edges: Array<SessionEdge>;
  /** The sessions of this page (the edges without cursors). */
  nodes: Array<Session>;
  /** Where the next and previous pages start. */
  pageInfo: PageInfo;
  /** Sessions over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One session in a page. */
export type SessionEdge = {
  __typename?: 'SessionEdge';
  /** Opaque position; pass as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The session. */
  node: Session;
};

/** The session to sign out. */
export type SessionEndInput = {
  /** Session.id of one of your sessions. */
  id: Scalars['ID']['input'];
};

/** Which session was signed out, or why not. */
export type SessionEndPayload = {
  __typename?: 'SessionEndPayload';
  /** The session signed out; null when userErrors says why not. */
  endedSessionId: Maybe<Scalars['ID']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** How many other sessions were signed out. */
export type SessionsEndOthersPayload = {
  __typename?: 'SessionsEndOthersPayload';
  /** Sessions signed out (0 when this was the only one); null when userErrors says why not. */
  endedSessionCount: Maybe<Scalars['Int']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** What a visitor did through a link. */
export type ShareAccessAction =
  /** Downloaded a file. */
  | 'DOWNLOAD'
  /** Opened the link (its page, or an API client asking for it). */
  | 'OPEN'
  /** Downloaded several files as one zip archive. */
  | 'ZIP';

/** One opening or download through one of your links (kept SHARE_ACCESS_LOG_DAYS, 90 by default). */
export type ShareAccessEntry = {
  __typename?: 'ShareAccessEntry';
  /** What the visitor did. */
  action: ShareAccessAction;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** Where from, coarsely: IPv4 with the last number zeroed (203.0.113.0), IPv6 as its /48; null: unknown. */
  clientAddress: Maybe<Scalars['String']['output']>;
  /** The files downloaded; empty for an opening. */
  files: Array<ShareAccessFile>;
  /** The visitor's browser (User-Agent, at most 256 characters). */
  userAgent: Maybe<Scalars['String']['output']>;
  /** The signed-in visitor's address, or the one a visitor proved with a one-time code; null: anonymous. */
  visitorEmail: Maybe<Scalars['String']['output']>;
};

/** A page of a link's access log, newest first. */
export type ShareAccessEntryConnection = {
  __typename?: 'ShareAccessEntryConnection';
  /** This page. */
  edges: Array<ShareAccessEntryEdge>;
  /** The entries of this page (the edges without cursors). */
  nodes: Array<ShareAccessEntry>;
  /** Where the next and previous pages start. */
  pageInfo: PageInfo;
  /** Entries over all pages (counted only when you ask for it). */
  totalCount: Scalars['Int']['output'];
};

/** One access log entry in a page. */
export type ShareAccessEntryEdge = {
  __typename?: 'ShareAccessEntryEdge';
  /** Opaque position; pass as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The entry. */
  node: ShareAccessEntry;
};

/** A file an access log entry names, as it was named then. */
export type ShareAccessFile = {
  __typename?: 'ShareAccessFile';
  /** The file's database id (the UUID REST paths take). */
  databaseId: Scalars['ID']['output'];
  /** The file's global id (Item.id); the file may since have been deleted. */
  id: Scalars['ID']['output'];
  /** Its name at the time. */
  name: Scalars['String']['output'];
};

/** A right one-time code: this browser may open the link until expiresAt (its password and limits still apply). */
export type ShareCodeAccess = {
  __typename?: 'ShareCodeAccess';
  /** When the access ends. */
  expiresAt: Scalars['DateTime']['output'];
};

/** A link to one of your files, one of your folders or a set of your files (visible to you only). */
export type ShareLink = Node & {
  __typename?: 'ShareLink';
  /** FILE links: times it was opened (and added). FOLDER and SET links: downloads (each file or zip). */
  accessCount: Scalars['Int']['output'];
  /** Openings and downloads through this link, newest first: when, what, who (when known) and from where, coarsely. Kept SHARE_ACCESS_LOG_DAYS (90 by default). */
  accessLog: ShareAccessEntryConnection;
  /** E-mails a restricted link admits. */
  allowedEmails: Array<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Null: never expires. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The linked file (FILE links): its global id (Item.id; pass it to node(id:) and id arguments). */
  fileGlobalId: Maybe<Scalars['ID']['output']>;
  /** The linked file (FILE links): its database id (the UUID REST paths take); null otherwise. */
  fileId: Maybe<Scalars['ID']['output']>;
  /** The files of a SET link still in it, as database ids (node(id:) takes them too); empty otherwise. */
  fileIds: Array<Scalars['ID']['output']>;
  /** The folder of a FOLDER link; null otherwise. */
  folder: Maybe<Item>;
  /** Opening it needs a password. */
  hasPassword: Scalars['Boolean']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
  /** What it names. */
  kind: ShareLinkKind;
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


/** A link to one of your files, one of your folders or a set of your files (visible to you only). */
export type ShareLinkAccessLogArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};

/** A page of your links, newest first (revoked ones included). */
export type ShareLinkConnection = {
  __typename?: 'ShareLinkConnection';
  /** This page. */
  edges: Array<ShareLinkEdge>;
  /** The links of this page (the edges without cursors). */
  nodes: Array<ShareLink>;
  /** Where the next and previous pages start. */
  pageInfo: PageInfo;
  /** Links over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One link in a page. */
export type ShareLinkEdge = {
  __typename?: 'ShareLinkEdge';
  /** Opaque position; pass as `after` or `before`. */
  cursor: Scalars['String']['output'];
  /** The link. */
  node: ShareLink;
};

/** What a link names. */
export type ShareLinkKind =
  /** One file. */
  | 'FILE'
  /** One folder: what is below it at each visit. */
  | 'FOLDER'
  /** A fixed set of files. */
  | 'SET';

/** The link created or changed, or why not. */
export type ShareLinkPayload = {
  __typename?: 'ShareLinkPayload';
  /** The link as it is now; null when userErrors says why not. */
  shareLink: Maybe<ShareLink>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** The link to revoke. */
export type ShareLinkRevokeInput = {
  /** Global id of one of your links. */
  id: Scalars['ID']['input'];
};

/** Who shared a file. */
export type ShareOwner = {
  __typename?: 'ShareOwner';
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** The account's global id (a User id; node(id:) answers null for anyone but you). */
  globalId: Scalars['ID']['output'];
  /** Account id: the database id (UUID). */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** Someone shared a file with you. */
export type ShareReceivedEvent = {
  __typename?: 'ShareReceivedEvent';
  /** The shared file: its global id (Item.id). */
  fileGlobalId: Scalars['ID']['output'];
  /** The shared file: its database id (UUID). */
  fileId: Scalars['ID']['output'];
  /** Its name. */
  fileName: Scalars['String']['output'];
  /** Who shared it. */
  sharedBy: Maybe<ShareOwner>;
};

/** PUBLIC: anyone with the link. RESTRICTED: only the owner and signed-in accounts with a listed e-mail. */
export type ShareScope =
  /** Anyone with the link (and its password, if it has one). */
  | 'PUBLIC'
  /** Only the owner and the listed addresses (a verified account or a one-time code mailed to them). */
  | 'RESTRICTED';

/** A share that reached you ended. */
export type ShareWithdrawnEvent = {
  __typename?: 'ShareWithdrawnEvent';
  /** The file: its global id (Item.id). */
  fileGlobalId: Scalars['ID']['output'];
  /** The file (it may still reach you through another share): its database id (UUID). */
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

/** The link of the shared file to add. */
export type SharedFileAddInput = {
  /** Needed when the link is protected. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The link token (last part of its URL). */
  token: Scalars['String']['input'];
};

/** Your copy of the shared file, or why not. */
export type SharedFileAddPayload = {
  __typename?: 'SharedFileAddPayload';
  /** True when you had already added this file: nothing new was made or counted. */
  alreadyAdded: Maybe<Scalars['Boolean']['output']>;
  /** Your copy (in your root when just made; wherever you moved it since otherwise); null when userErrors says why not. */
  item: Maybe<Item>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** A page of files shared with you. */
export type SharedFileConnection = {
  __typename?: 'SharedFileConnection';
  /** This page. */
  edges: Array<SharedFileEdge>;
  /** The shared files of this page (the edges without cursors). */
  nodes: Array<SharedFile>;
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

/** An opened FOLDER or SET link: a grant (1 hour) to list it and download from it over REST. */
export type SharedFolderAccess = {
  __typename?: 'SharedFolderAccess';
  /** GET it for the listing (add `&path=a/b` for a sub-folder); needs no cookie. */
  browseUrl: Scalars['String']['output'];
  /** The folder's direct children, or the set's files. */
  itemCount: Scalars['Int']['output'];
  /** FOLDER or SET. */
  kind: ShareLinkKind;
  /** The folder's name, or "N files" for a set. */
  name: Scalars['String']['output'];
  /** The owner's e-mail: for the owner and invited visitors, or when the owner has no name. */
  ownerEmail: Maybe<Scalars['String']['output']>;
  /** The owner's name. */
  ownerName: Maybe<Scalars['String']['output']>;
  /** False under a download limit: no full-size previews. */
  previewable: Scalars['Boolean']['output'];
  /** When the grant runs out: open the link again. */
  validUntil: Scalars['DateTime']['output'];
  /** The whole share as a zip (add `&ids=<id>,<id>` for a selection). */
  zipUrl: Scalars['String']['output'];
};

/** How a session signed in. */
export type SignInMethod =
  /** With a passkey alone (no password). */
  | 'PASSKEY'
  /** With the password alone. */
  | 'PASSWORD'
  /** With the password and a passkey. */
  | 'PASSWORD_AND_PASSKEY'
  /** With the password and a recovery code. */
  | 'PASSWORD_AND_RECOVERY_CODE'
  /** With the password and a code from an authenticator app. */
  | 'PASSWORD_AND_TOTP'
  /** At sign-up. */
  | 'REGISTRATION'
  /** Through an OpenID provider (single sign-on). */
  | 'SSO'
  /** Through an OpenID provider and a passkey. */
  | 'SSO_AND_PASSKEY'
  /** Through an OpenID provider and a recovery code. */
  | 'SSO_AND_RECOVERY_CODE'
  /** Through an OpenID provider and a code from an authenticator app. */
  | 'SSO_AND_TOTP';

/** How people sign in on this server. */
export type SignInOptions = {
  __typename?: 'SignInOptions';
  /** Whether e-mail and password sign in (and sign up). */
  passwordSignIn: Scalars['Boolean']['output'];
  /** The single sign-on providers. */
  providers: Array<SsoProvider>;
};

/** An OpenID Connect provider people may sign in with. */
export type SsoProvider = {
  __typename?: 'SsoProvider';
  /** Its id in URLs. */
  id: Scalars['String']['output'];
  /** The words of its button: "Sign in with <label>". */
  label: Scalars['String']['output'];
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
  /** Files arriving through your requests from now on. */
  fileRequestReceived: FileRequestReceivedEvent;
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

/** READ: list, read and download. WRITE: upload, create, rename, move, delete, add shared files. SHARE: links and direct shares. DAV: sign in from WebDAV clients (an app password). */
export type TokenScope =
  /** Sign in from WebDAV clients at /dav with this token as the password (an app password); what it may do there is what READ and WRITE allow. */
  | 'DAV'
  /** List, search, read and download your files. */
  | 'READ'
  /** Create and change links and direct shares. */
  | 'SHARE'
  /** Upload, create, rename, move, delete and add shared files. */
  | 'WRITE';

/** A page of your trash, newest first. */
export type TrashConnection = {
  __typename?: 'TrashConnection';
  /** The entries of this page. */
  edges: Array<TrashEntryEdge>;
  /** The entries of this page (the edges without cursors). */
  nodes: Array<TrashEntry>;
  /** How to get the next page. */
  pageInfo: PageInfo;
  /** Entries in the trash. */
  totalCount: Scalars['Int']['output'];
};

/** How much went when the trash was emptied. */
export type TrashEmptyPayload = {
  __typename?: 'TrashEmptyPayload';
  /** How many files were deleted for good; null when userErrors says why not. */
  deletedFileCount: Maybe<Scalars['Int']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** An item you deleted, with everything that went with it; restorable until `expiresAt`. */
export type TrashEntry = Node & {
  __typename?: 'TrashEntry';
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** When it is deleted for good. */
  expiresAt: Scalars['DateTime']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
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

/** The current password and a second factor. */
export type TwoFactorConfirmInput = {
  /** A code from the authenticator app. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** A passkey's answer instead: the browser's AuthenticationResponseJSON, as JSON text, to loginSecondFactorPasskeyOptions. */
  passkeyResponseJson?: InputMaybe<Scalars['String']['input']>;
  /** The current password. */
  password: Scalars['String']['input'];
  /** One of the recovery codes instead (spent by this use). */
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
};

/** A first code from the app just set up. */
export type TwoFactorEnableInput = {
  /** A code from the authenticator app. */
  code: Scalars['String']['input'];
};

/** A new authenticator secret, waiting for a first code. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The shared secret in base32, for typing into an app by hand. */
  secret: Scalars['String']['output'];
  /** The otpauth:// URI for a QR code. */
  uri: Scalars['String']['output'];
};

/** The current password, to start setting up an app. */
export type TwoFactorSetupInput = {
  /** The current password. */
  password: Scalars['String']['input'];
};

/** Two-step verification of the viewer. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  /** Whether a code from an authenticator app is required at sign-in. */
  enabled: Scalars['Boolean']['output'];
  /** When it was turned on. */
  enabledAt: Maybe<Scalars['DateTime']['output']>;
  /** Unused recovery codes (0 while off). */
  recoveryCodesLeft: Scalars['Int']['output'];
};

/** Files shared with you that you have not opened yet, one entry per file. */
export type UnseenShares = {
  __typename?: 'UnseenShares';
  /** How many (the badge). */
  count: Scalars['Int']['output'];
  /**
   * One entry per file, newest first.
   * @deprecated Use sharedWithMe(unseen: true), a connection.
   */
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

/** Omitted fields stay as they are. */
export type UpdateWebhookInput = {
  /** Up to 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** true enables it again after it was disabled. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** WebhookEventType names. */
  eventTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** null removes the folder filter. */
  folderId?: InputMaybe<Scalars['ID']['input']>;
  /** The webhook to change. */
  id: Scalars['ID']['input'];
  /** A new URL (checked as when registering). */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The changed webhook, or why nothing changed. */
export type UpdateWebhookPayload = {
  __typename?: 'UpdateWebhookPayload';
  /** Input that was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The webhook; null when userErrors says why not. */
  webhook: Maybe<Webhook>;
};

/** The unfinished upload to cancel. */
export type UploadCancelInput = {
  /** The upload id (PendingUpload.id, the last part of its URL). */
  id: Scalars['ID']['input'];
};

/** Which upload was cancelled, or why not. */
export type UploadCancelPayload = {
  __typename?: 'UploadCancelPayload';
  /** The cancelled upload; null when userErrors says why not. */
  cancelledUploadId: Maybe<Scalars['ID']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** One of your uploads was committed. */
export type UploadCompletedEvent = {
  __typename?: 'UploadCompletedEvent';
  /** How many files. */
  count: Scalars['Int']['output'];
  /** The created files, in request order: their global ids (Item.id). */
  fileGlobalIds: Array<Scalars['ID']['output']>;
  /** The created files, in request order: their database ids (UUIDs). */
  fileIds: Array<Scalars['ID']['output']>;
};

/** What an upload does when a file of the same name is in the folder. */
export type UploadConflict =
  /** Store the new file under the first free " (n)" name. */
  | 'KEEP_BOTH'
  /** Give the existing file this content; its old content becomes a version. */
  | 'REPLACE';

/** A Coffer account. */
export type User = Node & {
  __typename?: 'User';
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Sign-in e-mail, stored trimmed and lowercased. */
  email: Scalars['String']['output'];
  /** Whether the owner proved they receive mail at this address. Until then nothing shared with the address is shown. */
  emailVerified: Scalars['Boolean']['output'];
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
  /** Your linked single sign-on identities. Sessions only. */
  identities: Array<LinkedIdentity>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Your passkeys, oldest first. Sessions only. */
  passkeys: Array<Passkey>;
  /** Your unfinished resumable uploads, newest first (offer them for resuming). */
  pendingUploads: PendingUploadConnection;
  /** Your signed-in sessions, most recently used first (`current` marks this one). Sessions only. */
  sessions: SessionConnection;
  /** Your links across all your files, newest first, revoked ones included. */
  shareLinks: ShareLinkConnection;
  /** Two-step verification: on or off, recovery codes left. Sessions only. */
  twoFactor: TwoFactorStatus;
};


/** A Coffer account. */
export type UserPendingUploadsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A Coffer account. */
export type UserSessionsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A Coffer account. */
export type UserShareLinksArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  last: InputMaybe<Scalars['Int']['input']>;
};

/** Why a mutation did not apply: the input field at fault, a stable code and a sentence for people. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable machine-readable code, the same codes as the REST API (e.g. NAME_TAKEN). */
  code: Scalars['String']['output'];
  /** Path to the input field at fault, e.g. ["input", "name"]; null when no single field is. */
  field: Maybe<Array<Scalars['String']['output']>>;
  /** One user-facing sentence. */
  message: Scalars['String']['output'];
};

/** The version to delete for good. */
export type VersionDeleteInput = {
  /** Global id of one of your files. */
  fileId: Scalars['ID']['input'];
  /** Global id of one of its versions. */
  versionId: Scalars['ID']['input'];
};

/** Which version was deleted, or why not. */
export type VersionDeletePayload = {
  __typename?: 'VersionDeletePayload';
  /** Global id of the deleted version; null when userErrors says why not. */
  deletedVersionId: Maybe<Scalars['ID']['output']>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** The version to make the content again. */
export type VersionRestoreInput = {
  /** Global id of one of your files. */
  fileId: Scalars['ID']['input'];
  /** Write only while the item's `etag` is one of these (the If-Match syntax: `*`, or a comma-separated list of quoted tags); otherwise nothing changes and PRECONDITION_FAILED comes back in userErrors. */
  ifMatch?: InputMaybe<Scalars['String']['input']>;
  /** Global id of one of its versions. */
  versionId: Scalars['ID']['input'];
};

/** The file with its restored content, or why not. */
export type VersionRestorePayload = {
  __typename?: 'VersionRestorePayload';
  /** The file as it is now; null when userErrors says why not. */
  item: Maybe<Item>;
  /** Why nothing changed (validation and business rules); empty on success. */
  userErrors: Array<UserError>;
};

/** An endpoint that receives signed events (Standard Webhooks). */
export type Webhook = Node & {
  __typename?: 'Webhook';
  /** Bound to the access token that made it: deleted when that token is revoked. */
  boundToToken: Scalars['Boolean']['output'];
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Delivery attempts, newest first. */
  deliveries: WebhookDeliveryConnection;
  /** What it is for. */
  description: Scalars['String']['output'];
  /** Why it was disabled. */
  disabledReason: Maybe<Scalars['String']['output']>;
  /** False after 24 hours of failed deliveries (or when switched off); updateWebhook enables it. */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives. */
  eventTypes: Array<WebhookEventType>;
  /** Start of the current run of failed attempts. */
  failingSince: Maybe<Scalars['DateTime']['output']>;
  /** Only events about items in this folder (and below); null: all. */
  folderId: Maybe<Scalars['ID']['output']>;
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Where events are POSTed. */
  url: Scalars['String']['output'];
};


/** An endpoint that receives signed events (Standard Webhooks). */
export type WebhookDeliveriesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** Your webhooks, newest first. */
export type WebhookConnection = {
  __typename?: 'WebhookConnection';
  /** This page. */
  edges: Array<WebhookEdge>;
  /** The webhooks of this page (the edges without cursors). */
  nodes: Array<Webhook>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Webhooks over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One delivery attempt of one message; redeliverWebhook takes its id. */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  /** Attempts of this message so far, this one included. */
  attempt: Scalars['Int']['output'];
  /** When the attempt was made. */
  attemptedAt: Scalars['DateTime']['output'];
  /** The UUID of the row (the REST API `_id`). */
  databaseId: Scalars['ID']['output'];
  /** Why it failed. */
  error: Maybe<Scalars['String']['output']>;
  /** The event the message reports. */
  eventType: WebhookEventType;
  /** Global id: opaque, stable, unique across all types. Pass it to `node(id:)` and to id arguments. */
  id: Scalars['ID']['output'];
  /** Milliseconds until the answer (or the failure). */
  latencyMs: Maybe<Scalars['Int']['output']>;
  /** The `webhook-id` header: the same on every attempt of one message. */
  messageId: Scalars['String']['output'];
  /** When the next attempt is due; null: no more. */
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** HTTP status answered, if any. */
  responseCode: Maybe<Scalars['Int']['output']>;
  /** What the attempt came to. */
  status: WebhookDeliveryStatus;
};

/** Delivery attempts, newest first. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** This page. */
  edges: Array<WebhookDeliveryEdge>;
  /** The attempts of this page (the edges without cursors). */
  nodes: Array<WebhookDelivery>;
  /** Where the next page starts. */
  pageInfo: PageInfo;
  /** Attempts over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One attempt in a page. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Opaque position of this edge. */
  cursor: Scalars['String']['output'];
  /** The attempt. */
  node: WebhookDelivery;
};

/** DELIVERED: the endpoint answered 2xx. FAILED: anything else (3xx included), a timeout or a network error. */
export type WebhookDeliveryStatus =
  | 'DELIVERED'
  | 'FAILED';

/** One webhook in a page. */
export type WebhookEdge = {
  __typename?: 'WebhookEdge';
  /** Opaque position of this edge. */
  cursor: Scalars['String']['output'];
  /** The webhook. */
  node: Webhook;
};

/** What a webhook can hear of; the delivered JSON carries the `type` named with each value. */
export type WebhookEventType =
  /** `credentials.ended`: an access token was revoked or sessions ended (data.reason, data.tokenId). */
  | 'CREDENTIALS_ENDED'
  /** `file_request.received`: a file arrived through one of your file requests (data.requestId, data.itemId, data.name, data.size, data.senderName, data.senderEmail). */
  | 'FILE_REQUEST_RECEIVED'
  /** `items.changed`: items in data.path were created, uploaded, versioned, renamed, moved, trashed, restored or purged (data.reason). */
  | 'ITEMS_CHANGED'
  /** `share_link.created`: a share link was made (data.linkId, data.fileId). */
  | 'SHARE_LINK_CREATED'
  /** `share_link.revoked`: a share link was revoked (data.linkIds, data.fileId). */
  | 'SHARE_LINK_REVOKED'
  /** `share_link.updated`: share links' settings changed (data.linkIds). */
  | 'SHARE_LINK_UPDATED'
  /** `share.received`: someone shared a file with you. */
  | 'SHARE_RECEIVED'
  /** `share.withdrawn`: a file shared with you is no longer shared. */
  | 'SHARE_WITHDRAWN'
  /** `upload.completed`: files finished uploading (any transport); data.files lists them. */
  | 'UPLOAD_COMPLETED';

export type AccessTokenFieldsFragment = { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { __typename?: 'Query', accessTokens: { __typename?: 'AccessTokenConnection', totalCount: number, edges: Array<{ __typename?: 'AccessTokenEdge', node: { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean } }> } };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { __typename?: 'Mutation', accessTokenCreate: { __typename?: 'AccessTokenCreatePayload', token: string | null, accessToken: { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeAccessTokenMutation = { __typename?: 'Mutation', accessTokenRevoke: { __typename?: 'AccessTokenRevokePayload', accessToken: { __typename?: 'AccessToken', id: string, name: string, prefix: string, scopes: Array<TokenScope>, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revoked: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

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

export type PasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeysQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, passkeys: Array<{ __typename?: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, backedUp: boolean }> } };

export type PasskeyRegistrationOptionsMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;


export type PasskeyRegistrationOptionsMutation = { __typename?: 'Mutation', passkeyRegistrationOptions: string };

export type PasskeyRegisterMutationVariables = Exact<{
  input: PasskeyRegisterInput;
}>;


export type PasskeyRegisterMutation = { __typename?: 'Mutation', passkeyRegister: { __typename?: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, backedUp: boolean } };

export type PasskeyRenameMutationVariables = Exact<{
  input: PasskeyRenameInput;
}>;


export type PasskeyRenameMutation = { __typename?: 'Mutation', passkeyRename: { __typename?: 'Passkey', id: string, name: string } };

export type PasskeyRemoveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PasskeyRemoveMutation = { __typename?: 'Mutation', passkeyRemove: boolean };

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


export type SessionsQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, sessions: { __typename?: 'SessionConnection', totalCount: number, nodes: Array<{ __typename?: 'Session', id: string, device: string, userAgent: string | null, clientAddress: string | null, createdAt: string, lastSeenAt: string, current: boolean, signInMethod: SignInMethod }> } } };

export type EndSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', sessionEnd: { __typename?: 'SessionEndPayload', endedSessionId: string | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', sessionsEndOthers: { __typename?: 'SessionsEndOthersPayload', endedSessionCount: number | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type LoginSecondFactorMutationVariables = Exact<{
  input: SecondFactorInput;
}>;


export type LoginSecondFactorMutation = { __typename?: 'Mutation', loginSecondFactor: { __typename?: 'User', id: string, email: string, name: string } };

export type LoginPasskeyOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type LoginPasskeyOptionsMutation = { __typename?: 'Mutation', loginPasskeyOptions: string };

export type LoginPasskeyMutationVariables = Exact<{
  input: PasskeySignInInput;
}>;


export type LoginPasskeyMutation = { __typename?: 'Mutation', loginPasskey: { __typename?: 'User', id: string, email: string, name: string } };

export type LoginSecondFactorPasskeyOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type LoginSecondFactorPasskeyOptionsMutation = { __typename?: 'Mutation', loginSecondFactorPasskeyOptions: string };

export type SignInOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInOptionsQuery = { __typename?: 'Query', signInOptions: { __typename?: 'SignInOptions', passwordSignIn: boolean, providers: Array<{ __typename?: 'SsoProvider', id: string, label: string }> } };

export type SsoStartMutationVariables = Exact<{
  provider: Scalars['String']['input'];
  returnTo: InputMaybe<Scalars['String']['input']>;
}>;


export type SsoStartMutation = { __typename?: 'Mutation', ssoStart: string };

export type SsoLinkConfirmMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type SsoLinkConfirmMutation = { __typename?: 'Mutation', ssoLinkConfirm: { __typename?: 'LinkedIdentity', provider: string, label: string } };

export type SingleSignOnQueryVariables = Exact<{ [key: string]: never; }>;


export type SingleSignOnQuery = { __typename?: 'Query', signInOptions: { __typename?: 'SignInOptions', passwordSignIn: boolean, providers: Array<{ __typename?: 'SsoProvider', id: string, label: string }> }, me: { __typename?: 'User', id: string, identities: Array<{ __typename?: 'LinkedIdentity', provider: string, label: string, email: string | null, linkedAt: string, lastUsedAt: string | null }> } };

export type IdentityUnlinkMutationVariables = Exact<{
  provider: Scalars['String']['input'];
}>;


export type IdentityUnlinkMutation = { __typename?: 'Mutation', identityUnlink: boolean };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, twoFactor: { __typename?: 'TwoFactorStatus', enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } } };

export type TwoFactorSetupMutationVariables = Exact<{
  input: TwoFactorSetupInput;
}>;


export type TwoFactorSetupMutation = { __typename?: 'Mutation', twoFactorSetup: { __typename?: 'TwoFactorSetup', secret: string, uri: string } };

export type TwoFactorEnableMutationVariables = Exact<{
  input: TwoFactorEnableInput;
}>;


export type TwoFactorEnableMutation = { __typename?: 'Mutation', twoFactorEnable: Array<string> };

export type TwoFactorDisableMutationVariables = Exact<{
  input: TwoFactorConfirmInput;
}>;


export type TwoFactorDisableMutation = { __typename?: 'Mutation', twoFactorDisable: boolean };

export type RecoveryCodesRegenerateMutationVariables = Exact<{
  input: TwoFactorConfirmInput;
}>;


export type RecoveryCodesRegenerateMutation = { __typename?: 'Mutation', recoveryCodesRegenerate: Array<string> };

export type WebhookFieldsFragment = { __typename?: 'Webhook', id: string, url: string, description: string, eventTypes: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { __typename?: 'Query', webhooks: { __typename?: 'WebhookConnection', edges: Array<{ __typename?: 'WebhookEdge', node: { __typename?: 'Webhook', id: string, url: string, description: string, eventTypes: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null } }> } };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'CreateWebhookPayload', secret: string | null, webhook: { __typename?: 'Webhook', id: string, url: string, description: string, eventTypes: Array<WebhookEventType>, enabled: boolean, disabledReason: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type DeleteWebhookMutationVariables = Exact<{
  input: DeleteWebhookInput;
}>;


export type DeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: { __typename?: 'DeleteWebhookPayload', deletedWebhookId: string | null } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { __typename?: 'Query', dashboard: { __typename?: 'DashboardSummary', totalFiles: number, totalFolders: number, sharedFiles: number, storage: { __typename?: 'StorageUsage', used: number, total: number, trashBytes: number, trashRetentionDays: number }, recentUploads: Array<{ __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null }> } };

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


export type CreateFolderMutation = { __typename?: 'Mutation', folderCreate: { __typename?: 'FolderCreatePayload', item: { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type RenameItemMutationVariables = Exact<{
  input: RenameItemInput;
}>;


export type RenameItemMutation = { __typename?: 'Mutation', itemRename: { __typename?: 'ItemRenamePayload', item: { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type MoveItemMutationVariables = Exact<{
  input: MoveItemInput;
}>;


export type MoveItemMutation = { __typename?: 'Mutation', itemMove: { __typename?: 'ItemMovePayload', item: { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type DeleteItemsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteItemsMutation = { __typename?: 'Mutation', itemsTrash: { __typename?: 'ItemsTrashPayload', items: Array<{ __typename?: 'Item', id: string }> | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type PendingUploadsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingUploadsQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, pendingUploads: { __typename?: 'PendingUploadConnection', nodes: Array<{ __typename?: 'PendingUpload', id: string, name: string, relativePath: string | null, offset: number, length: number, expiresAt: string }> } } };

export type CancelUploadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelUploadMutation = { __typename?: 'Mutation', uploadCancel: { __typename?: 'UploadCancelPayload', cancelledUploadId: string | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type ItemLinkQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ItemLinkQuery = { __typename?: 'Query', item: { __typename?: 'Item', id: string, liveLinkUrl: string | null } };

export type ItemFieldsFragment = { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null };

export type FolderPageQueryVariables = Exact<{
  path: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FolderPageQuery = { __typename?: 'Query', folder: { __typename?: 'ItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'ItemEdge', node: { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } }> } };

export type ShareReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShareReceivedSubscription = { __typename?: 'Subscription', shareReceived: { __typename?: 'ShareReceivedEvent', fileId: string, fileName: string, sharedBy: { __typename?: 'ShareOwner', id: string, name: string, email: string } | null } };

export type ShareWithdrawnSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ShareWithdrawnSubscription = { __typename?: 'Subscription', shareWithdrawn: { __typename?: 'ShareWithdrawnEvent', fileId: string } };

export type ItemsChangedSubscriptionVariables = Exact<{
  path: InputMaybe<Scalars['String']['input']>;
}>;


export type ItemsChangedSubscription = { __typename?: 'Subscription', itemsChanged: { __typename?: 'ItemsChangedEvent', path: string, reason: ItemsChangeReason } };

export type ItemSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type ItemSearchQuery = { __typename?: 'Query', search: { __typename?: 'ItemSearchConnection', pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'ItemEdge', cursor: string, node: { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, mimeType: string | null, size: number | null, createdAt: string, encryptionType: string | null, encryptedMetadata: string | null } }> } };

export type TrashPageQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type TrashPageQuery = { __typename?: 'Query', trash: { __typename?: 'TrashConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'TrashEntryEdge', node: { __typename?: 'TrashEntry', trashedAt: string, expiresAt: string, totalBytes: number, itemCount: number, item: { __typename?: 'Item', id: string, type: ItemType, name: string, path: string, mimeType: string | null, size: number | null } } }> } };

export type RestoreItemsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RestoreItemsMutation = { __typename?: 'Mutation', itemsRestore: { __typename?: 'ItemsRestorePayload', items: Array<{ __typename?: 'Item', id: string, type: ItemType, name: string, path: string }> | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type PurgeItemsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type PurgeItemsMutation = { __typename?: 'Mutation', itemsPurge: { __typename?: 'ItemsPurgePayload', deletedItemIds: Array<string> | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type EmptyTrashMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyTrashMutation = { __typename?: 'Mutation', trashEmpty: { __typename?: 'TrashEmptyPayload', deletedFileCount: number | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type FileVersionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FileVersionsQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, databaseId: string }, item: { __typename?: 'Item', id: string, name: string, size: number | null, mimeType: string | null, updatedAt: string, versions: { __typename?: 'FileVersionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'FileVersionEdge', node: { __typename?: 'FileVersion', id: string, size: number, mimeType: string, originalName: string | null, uploadedBy: string | null, uploadedAt: string, replacedAt: string, downloadUrl: string } }> } } };

export type RestoreVersionMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
}>;


export type RestoreVersionMutation = { __typename?: 'Mutation', versionRestore: { __typename?: 'VersionRestorePayload', item: { __typename?: 'Item', updatedAt: string, id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type DeleteVersionMutationVariables = Exact<{
  fileId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
}>;


export type DeleteVersionMutation = { __typename?: 'Mutation', versionDelete: { __typename?: 'VersionDeletePayload', deletedVersionId: string | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type FileRequestFieldsFragment = { __typename?: 'FileRequest', id: string, databaseId: string, url: string, title: string, message: string, expiresAt: string | null, hasPassword: boolean, recipients: Array<string>, requireName: boolean, requireEmail: boolean, maxFiles: number | null, maxFileBytes: number | null, maxTotalBytes: number | null, acceptedTypes: Array<string>, state: FileRequestState, closedAt: string | null, createdAt: string, updatedAt: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, folder: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } | null };

export type FileRequestFileFieldsFragment = { __typename?: 'FileRequestFile', id: string, name: string, path: string | null, size: number, mimeType: string | null, senderId: string, senderName: string | null, senderEmail: string | null, senderVerified: boolean, receivedAt: string, inTrash: boolean, item: { __typename?: 'Item', id: string } | null };

export type FileRequestsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FileRequestsQuery = { __typename?: 'Query', fileRequests: { __typename?: 'FileRequestConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'FileRequestEdge', node: { __typename?: 'FileRequest', id: string, databaseId: string, url: string, title: string, message: string, expiresAt: string | null, hasPassword: boolean, recipients: Array<string>, requireName: boolean, requireEmail: boolean, maxFiles: number | null, maxFileBytes: number | null, maxTotalBytes: number | null, acceptedTypes: Array<string>, state: FileRequestState, closedAt: string | null, createdAt: string, updatedAt: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, folder: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } | null } }> } };

export type FileRequestQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FileRequestQuery = { __typename?: 'Query', node:
    | { __typename?: 'AccessToken', id: string }
    | { __typename?: 'FileRequest', id: string, databaseId: string, url: string, title: string, message: string, expiresAt: string | null, hasPassword: boolean, recipients: Array<string>, requireName: boolean, requireEmail: boolean, maxFiles: number | null, maxFileBytes: number | null, maxTotalBytes: number | null, acceptedTypes: Array<string>, state: FileRequestState, closedAt: string | null, createdAt: string, updatedAt: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, files: { __typename?: 'FileRequestFileConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'FileRequestFileEdge', node: { __typename?: 'FileRequestFile', id: string, name: string, path: string | null, size: number, mimeType: string | null, senderId: string, senderName: string | null, senderEmail: string | null, senderVerified: boolean, receivedAt: string, inTrash: boolean, item: { __typename?: 'Item', id: string } | null } }> }, folder: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } | null }
    | { __typename?: 'FileVersion', id: string }
    | { __typename?: 'Item', id: string }
    | { __typename?: 'ShareLink', id: string }
    | { __typename?: 'TrashEntry', id: string }
    | { __typename?: 'User', id: string }
    | { __typename?: 'Webhook', id: string }
    | { __typename?: 'WebhookDelivery', id: string }
   | null };

export type FileRequestCreateMutationVariables = Exact<{
  input: FileRequestCreateInput;
}>;


export type FileRequestCreateMutation = { __typename?: 'Mutation', fileRequestCreate: { __typename?: 'FileRequestPayload', fileRequest: { __typename?: 'FileRequest', id: string, databaseId: string, url: string, title: string, message: string, expiresAt: string | null, hasPassword: boolean, recipients: Array<string>, requireName: boolean, requireEmail: boolean, maxFiles: number | null, maxFileBytes: number | null, maxTotalBytes: number | null, acceptedTypes: Array<string>, state: FileRequestState, closedAt: string | null, createdAt: string, updatedAt: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, folder: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', code: string, field: Array<string> | null, message: string }> } };

export type FileRequestUpdateMutationVariables = Exact<{
  input: FileRequestUpdateInput;
}>;


export type FileRequestUpdateMutation = { __typename?: 'Mutation', fileRequestUpdate: { __typename?: 'FileRequestPayload', fileRequest: { __typename?: 'FileRequest', id: string, databaseId: string, url: string, title: string, message: string, expiresAt: string | null, hasPassword: boolean, recipients: Array<string>, requireName: boolean, requireEmail: boolean, maxFiles: number | null, maxFileBytes: number | null, maxTotalBytes: number | null, acceptedTypes: Array<string>, state: FileRequestState, closedAt: string | null, createdAt: string, updatedAt: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, folder: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', code: string, field: Array<string> | null, message: string }> } };

export type FileRequestCloseMutationVariables = Exact<{
  input: FileRequestIdInput;
}>;


export type FileRequestCloseMutation = { __typename?: 'Mutation', fileRequestClose: { __typename?: 'FileRequestPayload', fileRequest: { __typename?: 'FileRequest', id: string, databaseId: string, url: string, title: string, message: string, expiresAt: string | null, hasPassword: boolean, recipients: Array<string>, requireName: boolean, requireEmail: boolean, maxFiles: number | null, maxFileBytes: number | null, maxTotalBytes: number | null, acceptedTypes: Array<string>, state: FileRequestState, closedAt: string | null, createdAt: string, updatedAt: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, folder: { __typename?: 'Item', id: string, name: string, path: string, fullPath: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', code: string, field: Array<string> | null, message: string }> } };

export type FileRequestDeleteMutationVariables = Exact<{
  input: FileRequestIdInput;
}>;


export type FileRequestDeleteMutation = { __typename?: 'Mutation', fileRequestDelete: { __typename?: 'FileRequestDeletePayload', deletedId: string | null, userErrors: Array<{ __typename?: 'UserError', code: string, field: Array<string> | null, message: string }> } };

export type FileRequestBlockSenderMutationVariables = Exact<{
  input: FileRequestBlockSenderInput;
}>;


export type FileRequestBlockSenderMutation = { __typename?: 'Mutation', fileRequestBlockSender: { __typename?: 'FileRequestBlockSenderPayload', blocked: boolean, trashed: number, userErrors: Array<{ __typename?: 'UserError', code: string, field: Array<string> | null, message: string }> } };

export type FileRequestReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FileRequestReceivedSubscription = { __typename?: 'Subscription', fileRequestReceived: { __typename?: 'FileRequestReceivedEvent', fileRequest: { __typename?: 'FileRequest', id: string, receivedFiles: number, receivedBytes: number, lastReceivedAt: string | null, state: FileRequestState }, file: { __typename?: 'FileRequestFile', id: string, name: string, path: string | null, size: number, mimeType: string | null, senderId: string, senderName: string | null, senderEmail: string | null, senderVerified: boolean, receivedAt: string, inTrash: boolean, item: { __typename?: 'Item', id: string } | null } } };

export type ShareAccessLogQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type ShareAccessLogQuery = { __typename?: 'Query', node:
    | { __typename?: 'AccessToken', id: string }
    | { __typename?: 'FileRequest', id: string }
    | { __typename?: 'FileVersion', id: string }
    | { __typename?: 'Item', id: string }
    | { __typename?: 'ShareLink', id: string, accessLog: { __typename?: 'ShareAccessEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename?: 'ShareAccessEntryEdge', cursor: string, node: { __typename?: 'ShareAccessEntry', at: string, action: ShareAccessAction, visitorEmail: string | null, clientAddress: string | null, userAgent: string | null, files: Array<{ __typename?: 'ShareAccessFile', id: string, name: string }> } }> } }
    | { __typename?: 'TrashEntry', id: string }
    | { __typename?: 'User', id: string }
    | { __typename?: 'Webhook', id: string }
    | { __typename?: 'WebhookDelivery', id: string }
   | null };

export type SharedWithMeQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type SharedWithMeQuery = { __typename?: 'Query', sharedWithMe: { __typename?: 'SharedFileConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, edges: Array<{ __typename?: 'SharedFileEdge', node: { __typename?: 'SharedFile', isNew: boolean, requiresPassword: boolean, shareToken: string | null, sharedAt: string, owner: { __typename?: 'ShareOwner', id: string, name: string, email: string }, item: { __typename?: 'Item', id: string, databaseId: string, type: ItemType, name: string, path: string, fullPath: string | null, mimeType: string | null, size: number | null, createdAt: string, previewUrl: string | null, downloadUrl: string | null, sharedWithCount: number, hasShareLink: boolean, liveLinkScope: ShareScope | null, liveLinkUrl: string | null, shareUrl: string | null, requiresPassword: boolean, encryptionType: string | null, encryptedMetadata: string | null, largeThumbnailUrl: string | null, smallThumbnailUrl: string | null } } }> } };

export type UnseenSharesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnseenSharesQuery = { __typename?: 'Query', unseenShares: { __typename?: 'UnseenShares', count: number } };

export type ShareLinkFieldsFragment = { __typename?: 'ShareLink', id: string, kind: ShareLinkKind, fileId: string | null, fileIds: Array<string>, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null, folder: { __typename?: 'Item', id: string, name: string, fullPath: string | null } | null };

export type ShareLinksQueryVariables = Exact<{
  fileId: Scalars['ID']['input'];
}>;


export type ShareLinksQuery = { __typename?: 'Query', item: { __typename?: 'Item', id: string, shareLinks: { __typename?: 'ShareLinkConnection', nodes: Array<{ __typename?: 'ShareLink', id: string, kind: ShareLinkKind, fileId: string | null, fileIds: Array<string>, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null, folder: { __typename?: 'Item', id: string, name: string, fullPath: string | null } | null }> } } };

export type CreateShareLinkMutationVariables = Exact<{
  input: CreateShareLinkInput;
}>;


export type CreateShareLinkMutation = { __typename?: 'Mutation', shareLinkCreate: { __typename?: 'ShareLinkPayload', shareLink: { __typename?: 'ShareLink', id: string, kind: ShareLinkKind, fileId: string | null, fileIds: Array<string>, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null, folder: { __typename?: 'Item', id: string, name: string, fullPath: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type UpdateShareLinkMutationVariables = Exact<{
  input: UpdateShareLinkInput;
}>;


export type UpdateShareLinkMutation = { __typename?: 'Mutation', shareLinkUpdate: { __typename?: 'ShareLinkPayload', shareLink: { __typename?: 'ShareLink', id: string, kind: ShareLinkKind, fileId: string | null, fileIds: Array<string>, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null, folder: { __typename?: 'Item', id: string, name: string, fullPath: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type RevokeShareLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeShareLinkMutation = { __typename?: 'Mutation', shareLinkRevoke: { __typename?: 'ShareLinkPayload', shareLink: { __typename?: 'ShareLink', id: string, kind: ShareLinkKind, fileId: string | null, fileIds: Array<string>, url: string, token: string, scope: ShareScope, allowedEmails: Array<string>, hasPassword: boolean, expiresAt: string | null, createdAt: string, revoked: boolean, accessCount: number, maxAccess: number | null, folder: { __typename?: 'Item', id: string, name: string, fullPath: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

export type ShareAccessMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: InputMaybe<Scalars['String']['input']>;
}>;


export type ShareAccessMutation = { __typename?: 'Mutation', shareAccess: { __typename?: 'SharedFileAccess', downloadUrl: string, originalName: string, mimeType: string | null, size: number | null, ownerName: string | null, ownerEmail: string | null, encryptionType: string | null, encryptedMetadata: string | null, hasDownloadLimit: boolean, thumbnailUrl: string | null } | null };

export type AddSharedFileToMyFilesMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: InputMaybe<Scalars['String']['input']>;
}>;


export type AddSharedFileToMyFilesMutation = { __typename?: 'Mutation', sharedFileAdd: { __typename?: 'SharedFileAddPayload', alreadyAdded: boolean | null, item: { __typename?: 'Item', id: string, databaseId: string, name: string, path: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, code: string, message: string }> } };

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
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const ItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<ItemFieldsFragment, unknown>;
export const FileRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requireName"}},{"kind":"Field","name":{"kind":"Name","value":"requireEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]} as unknown as DocumentNode<FileRequestFieldsFragment, unknown>;
export const FileRequestFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"senderVerified"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"inTrash"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FileRequestFileFieldsFragment, unknown>;
export const ShareLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileIds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<ShareLinkFieldsFragment, unknown>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokenCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokenRevoke"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const SendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationEmail"}}]}}]} as unknown as DocumentNode<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const PasskeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"backedUp"}}]}}]}}]}}]} as unknown as DocumentNode<PasskeysQuery, PasskeysQueryVariables>;
export const PasskeyRegistrationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRegistrationOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegistrationOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<PasskeyRegistrationOptionsMutation, PasskeyRegistrationOptionsMutationVariables>;
export const PasskeyRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyRegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegister"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"backedUp"}}]}}]}}]} as unknown as DocumentNode<PasskeyRegisterMutation, PasskeyRegisterMutationVariables>;
export const PasskeyRenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyRenameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRename"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PasskeyRenameMutation, PasskeyRenameMutationVariables>;
export const PasskeyRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRemove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PasskeyRemoveMutation, PasskeyRemoveMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionsEndOthers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const LoginSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginSecondFactorMutation, LoginSecondFactorMutationVariables>;
export const LoginPasskeyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPasskeyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginPasskeyOptions"}}]}}]} as unknown as DocumentNode<LoginPasskeyOptionsMutation, LoginPasskeyOptionsMutationVariables>;
export const LoginPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeySignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginPasskeyMutation, LoginPasskeyMutationVariables>;
export const LoginSecondFactorPasskeyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginSecondFactorPasskeyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginSecondFactorPasskeyOptions"}}]}}]} as unknown as DocumentNode<LoginSecondFactorPasskeyOptionsMutation, LoginSecondFactorPasskeyOptionsMutationVariables>;
export const SignInOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SignInOptionsQuery, SignInOptionsQueryVariables>;
export const SsoStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoStart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnTo"}}}]}]}}]} as unknown as DocumentNode<SsoStartMutation, SsoStartMutationVariables>;
export const SsoLinkConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLinkConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLinkConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SsoLinkConfirmMutation, SsoLinkConfirmMutationVariables>;
export const SingleSignOnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SingleSignOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SingleSignOnQuery, SingleSignOnQueryVariables>;
export const IdentityUnlinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityUnlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityUnlink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}]}]}}]} as unknown as DocumentNode<IdentityUnlinkMutation, IdentityUnlinkMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const TwoFactorSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}}]}}]} as unknown as DocumentNode<TwoFactorSetupMutation, TwoFactorSetupMutationVariables>;
export const TwoFactorEnableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorEnable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorEnableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<TwoFactorEnableMutation, TwoFactorEnableMutationVariables>;
export const TwoFactorDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorDisable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<TwoFactorDisableMutation, TwoFactorDisableMutationVariables>;
export const RecoveryCodesRegenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryCodesRegenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRegenerate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecoveryCodesRegenerateMutation, RecoveryCodesRegenerateMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedWebhookId"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalFiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"sharedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"storage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"trashBytes"}},{"kind":"Field","name":{"kind":"Name","value":"trashRetentionDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const StorageUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"trashBytes"}},{"kind":"Field","name":{"kind":"Name","value":"trashRetentionDays"}}]}}]}}]} as unknown as DocumentNode<StorageUsageQuery, StorageUsageQueryVariables>;
export const MoveTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoveTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoveTargetsQuery, MoveTargetsQueryVariables>;
export const CreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<CreateFolderMutation, CreateFolderMutationVariables>;
export const RenameItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemRename"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<RenameItemMutation, RenameItemMutationVariables>;
export const MoveItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemMove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<MoveItemMutation, MoveItemMutationVariables>;
export const DeleteItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemsTrash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteItemsMutation, DeleteItemsMutationVariables>;
export const PendingUploadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingUploads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingUploads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"relativePath"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PendingUploadsQuery, PendingUploadsQueryVariables>;
export const CancelUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadCancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelledUploadId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelUploadMutation, CancelUploadMutationVariables>;
export const ItemLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}}]}}]}}]} as unknown as DocumentNode<ItemLinkQuery, ItemLinkQueryVariables>;
export const FolderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FolderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<FolderPageQuery, FolderPageQueryVariables>;
export const ShareReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShareReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ShareReceivedSubscription, ShareReceivedSubscriptionVariables>;
export const ShareWithdrawnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ShareWithdrawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareWithdrawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}}]}}]}}]} as unknown as DocumentNode<ShareWithdrawnSubscription, ShareWithdrawnSubscriptionVariables>;
export const ItemsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ItemsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ItemsChangedSubscription, ItemsChangedSubscriptionVariables>;
export const ItemSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ItemSearchQuery, ItemSearchQueryVariables>;
export const TrashPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrashPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trashedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TrashPageQuery, TrashPageQueryVariables>;
export const RestoreItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemsRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreItemsMutation, RestoreItemsMutationVariables>;
export const PurgeItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurgeItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemsPurge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PurgeItemsMutation, PurgeItemsMutationVariables>;
export const EmptyTrashDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmptyTrash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trashEmpty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedFileCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EmptyTrashMutation, EmptyTrashMutationVariables>;
export const FileVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replacedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FileVersionsQuery, FileVersionsQueryVariables>;
export const RestoreVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionRestore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<RestoreVersionMutation, RestoreVersionMutationVariables>;
export const DeleteVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteVersionMutation, DeleteVersionMutationVariables>;
export const FileRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requireName"}},{"kind":"Field","name":{"kind":"Name","value":"requireEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]} as unknown as DocumentNode<FileRequestsQuery, FileRequestsQueryVariables>;
export const FileRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FileRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFields"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFileFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requireName"}},{"kind":"Field","name":{"kind":"Name","value":"requireEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"senderVerified"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"inTrash"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FileRequestQuery, FileRequestQueryVariables>;
export const FileRequestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileRequestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequestCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requireName"}},{"kind":"Field","name":{"kind":"Name","value":"requireEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]} as unknown as DocumentNode<FileRequestCreateMutation, FileRequestCreateMutationVariables>;
export const FileRequestUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileRequestUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequestUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requireName"}},{"kind":"Field","name":{"kind":"Name","value":"requireEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]} as unknown as DocumentNode<FileRequestUpdateMutation, FileRequestUpdateMutationVariables>;
export const FileRequestCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileRequestClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequestClose"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requireName"}},{"kind":"Field","name":{"kind":"Name","value":"requireEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxTotalBytes"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedTypes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}}]}}]} as unknown as DocumentNode<FileRequestCloseMutation, FileRequestCloseMutationVariables>;
export const FileRequestDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileRequestDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequestDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FileRequestDeleteMutation, FileRequestDeleteMutationVariables>;
export const FileRequestBlockSenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileRequestBlockSender"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestBlockSenderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequestBlockSender"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"trashed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FileRequestBlockSenderMutation, FileRequestBlockSenderMutationVariables>;
export const FileRequestReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FileRequestReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequestReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFiles"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReceivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FileRequestFileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FileRequestFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileRequestFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"senderVerified"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"inTrash"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FileRequestReceivedSubscription, FileRequestReceivedSubscriptionVariables>;
export const ShareAccessLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareAccessLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"visitorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShareAccessLogQuery, ShareAccessLogQueryVariables>;
export const SharedWithMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedWithMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedWithMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"shareToken"}},{"kind":"Field","name":{"kind":"Name","value":"sharedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"largeThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"LARGE"}}]},{"kind":"Field","alias":{"kind":"Name","value":"smallThumbnailUrl"},"name":{"kind":"Name","value":"thumbnailUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"EnumValue","value":"SMALL"}}]},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWithCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasShareLink"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkScope"}},{"kind":"Field","name":{"kind":"Name","value":"liveLinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresPassword"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}}]}}]} as unknown as DocumentNode<SharedWithMeQuery, SharedWithMeQueryVariables>;
export const UnseenSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnseenShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unseenShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<UnseenSharesQuery, UnseenSharesQueryVariables>;
export const ShareLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shareLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileIds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<ShareLinksQuery, ShareLinksQueryVariables>;
export const CreateShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateShareLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLinkCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileIds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const UpdateShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateShareLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLinkUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileIds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<UpdateShareLinkMutation, UpdateShareLinkMutationVariables>;
export const RevokeShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLinkRevoke"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShareLinkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fullPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fileIds"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"allowedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAccess"}}]}}]} as unknown as DocumentNode<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const ShareAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionType"}},{"kind":"Field","name":{"kind":"Name","value":"encryptedMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"hasDownloadLimit"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ShareAccessMutation, ShareAccessMutationVariables>;
export const AddSharedFileToMyFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSharedFileToMyFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedFileAdd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadyAdded"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddSharedFileToMyFilesMutation, AddSharedFileToMyFilesMutationVariables>;
export const RequestShareCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestShareCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestShareCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestShareCodeMutation, RequestShareCodeMutationVariables>;
export const VerifyShareCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyShareCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyShareCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<VerifyShareCodeMutation, VerifyShareCodeMutationVariables>;