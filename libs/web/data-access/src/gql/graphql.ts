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

export type CreateFolderInput = {
  /** Trimmed; a taken name gets a " (n)" suffix. */
  name: Scalars['String']['input'];
  /** Parent folder path; missing folders along it are created. */
  path?: Scalars['String']['input'];
};

/** A file or folder in its owner's tree. */
export type Item = {
  __typename?: 'Item';
  createdAt: Scalars['DateTime']['output'];
  /** Absolute URL that downloads the bytes (files only; cookie or token auth). */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** A folder's own full path (`path + name + '/'`); null for files. */
  fullPath: Maybe<Scalars['String']['output']>;
  /** The file has a share link that is not revoked. */
  hasShareLink: Scalars['Boolean']['output'];
  /** Stable opaque id (the same id as the REST `_id`). */
  id: Scalars['ID']['output'];
  /** The type proven by the bytes (files only). */
  mimeType: Maybe<Scalars['String']['output']>;
  /** Name within its folder (NFC). */
  name: Scalars['String']['output'];
  /** The parent folder's full path, with `/` at both ends; the root is `/`. */
  path: Scalars['String']['output'];
  /** Absolute URL of an inline preview (PNG and JPEG files only; cookie or token auth). */
  previewUrl: Maybe<Scalars['String']['output']>;
  /** The newest active share link asks for a password. */
  requiresPassword: Scalars['Boolean']['output'];
  /** URL of the newest share link that is not revoked. */
  shareUrl: Maybe<Scalars['String']['output']>;
  /** How many users the file is shared with directly. */
  sharedWithCount: Scalars['Int']['output'];
  /** Size in bytes (files only). */
  size: Maybe<Scalars['Float']['output']>;
  type: ItemType;
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of items. */
export type ItemConnection = {
  __typename?: 'ItemConnection';
  edges: Array<ItemEdge>;
  pageInfo: PageInfo;
  /** Items matching the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ItemEdge = {
  __typename?: 'ItemEdge';
  cursor: Scalars['String']['output'];
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

/** Folders always come first; ties break by id. */
export type ItemSort =
  | 'DATE'
  | 'NAME'
  | 'SIZE';

/** A file or a folder. */
export type ItemType =
  | 'FILE'
  | 'FOLDER';

/** Credentials of an existing account. */
export type LoginInput = {
  /** E-mail address (case-insensitive). */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
};

export type MoveItemInput = {
  id: Scalars['ID']['input'];
  /** Target folder; null for the root. */
  targetFolderId?: InputMaybe<Scalars['ID']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates a folder. */
  createFolder: Item;
  /** Deletes items (folders with everything inside) in one transaction; answers the deleted ids. Any unknown id fails the whole call. */
  deleteItems: Array<Scalars['ID']['output']>;
  /** Signs in with e-mail and password (sets the session cookie). */
  login: User;
  /** Ends the current session; true also when there was none. */
  logout: Scalars['Boolean']['output'];
  /** Moves a file or folder (with everything inside) into a folder or the root. */
  moveItem: Item;
  /** Creates an account and signs it in (sets the session cookie). */
  register: User;
  /** Renames a file or folder in place. */
  renameItem: Item;
  /** Uploads files (GraphQL multipart request spec; send the header `apollo-require-preflight: true`). All or nothing: same rules as POST /api/files/upload. Answers the created files in request order. */
  uploadFiles: Array<Item>;
};


export type MutationCreateFolderArgs = {
  input: CreateFolderInput;
};


export type MutationDeleteItemsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMoveItemArgs = {
  input: MoveItemInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRenameItemArgs = {
  input: RenameItemInput;
};


export type MutationUploadFilesArgs = {
  files: Array<Scalars['Upload']['input']>;
  parentPath?: InputMaybe<Scalars['String']['input']>;
  relativePaths: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Cursor pagination state of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; pass it as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** More items follow the last edge. */
  hasNextPage: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A page of the direct children of one of your folders. */
  folder: ItemConnection;
  /** One of your items by id. */
  item: Item;
  /** The signed-in user. */
  me: User;
  /** Your storage use and quota. */
  storageUsage: StorageUsage;
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

/** A new account. */
export type RegisterInput = {
  /** E-mail address; trimmed and lowercased. */
  email: Scalars['String']['input'];
  /** Display name; not blank. */
  name: Scalars['String']['input'];
  /** At least 8 characters with A–Z, a–z, 0–9 and a special character. */
  password: Scalars['String']['input'];
};

export type RenameItemInput = {
  id: Scalars['ID']['input'];
  /** Trimmed; a taken name gets a " (n)" suffix. */
  name: Scalars['String']['input'];
};

/** The caller's storage in bytes. */
export type StorageUsage = {
  __typename?: 'StorageUsage';
  /** The quota. */
  total: Scalars['Float']['output'];
  used: Scalars['Float']['output'];
};

/** A Coffer account. */
export type User = {
  __typename?: 'User';
  /** Sign-in e-mail, stored trimmed and lowercased. */
  email: Scalars['String']['output'];
  /** Stable opaque id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, email: string, name: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, email: string, name: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, email: string, name: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };


export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;