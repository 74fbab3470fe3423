import { randomBytes, randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { NODE_RULES, parseGlobalId, toGlobalId } from '@coffer/server-core';
import { ShareAccessLog } from '@coffer/server-sharing';
import {
  createTestApp,
  davRequest,
  introspectSchema,
  isList,
  isRequired,
  namedType,
  PNG_BYTES,
  restRouteTable,
  signedInClient,
  SoftwarePasskey,
  STRONG_PASSWORD,
  storageState,
  testClient,
  typeString,
  uploadFiles,
  type InputValue,
  type IntrospectedSchema,
  type RestRoute,
  type RouteTable,
  type SchemaField,
  type TestApp,
  type TestClient,
  type TypeRef,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

// User B calls every REST route and every GraphQL query and mutation that takes an
// object id, a share token or a file request's token with user A's object, once with a session
// and once with B's access token. The cases come from the running app: its route table (controllers joined with the Express
// router, body fields from the DTOs) and its introspected schema (ID arguments, also inside input
// objects). For each case B's answer must equal B's answer for a missing id of the same kind and be
// the not-found answer (or one of the exceptions below), and neither A's nor B's data may change.
// A route or field that takes an id the tables below cannot place fails the suite, and so does a
// stale table entry. The tables only say how to fill what is not an id.

type Kind =
  | 'item'
  | 'folder'
  | 'link'
  | 'shareToken'
  | 'accessToken'
  | 'session'
  | 'passkey'
  | 'upload'
  | 'trashEntry'
  | 'version'
  | 'webhook'
  | 'webhookDelivery'
  | 'fileRequest'
  | 'requestToken'
  | 'sender'
  | 'dropUpload'
  | 'node';
type Auth = 'session' | 'token';
type Operation = 'query' | 'mutation' | 'subscription';

interface Fixture {
  tag: string;
  a: {
    id: string;
    email: string;
    file: string;
    folder: string;
    fileName: string;
    folderName: string;
    /** Restricted to C's e-mail and password-protected: B is not invited. */
    restricted: { id: string; token: string };
    public: { id: string; token: string };
    accessTokenId: string;
    /** The public id of A's session. */
    sessionId: string;
    passkeyId: string;
    /** A's unfinished resumable upload. */
    upload: string;
    /** A file A deleted: in A's trash. */
    trashed: string;
    /** An earlier version of A's file (`file` was replaced once). */
    version: string;
    /** A's signed `Item.downloadUrl` of `file` (its current content). */
    downloadUrl: string;
    webhook: string;
    /** A delivery attempt of A's webhook. */
    webhookDelivery: string;
    /**
     * A's file request, restricted to C's address and with a password (B is not listed): a visitor
     * sent a file through it before it was restricted (`sender`, the file `received`) and left an
     * unfinished upload (`upload`).
     */
    request: { id: string; token: string; sender: string; received: string; upload: string };
  };
  b: {
    id: string;
    email: string;
    session: TestClient;
    /** Authenticates with B's personal access token (all scopes) and no cookie. */
    bearer: TestClient;
    /** That token, which is also B's WebDAV app password. */
    token: string;
    file: string;
    folder: string;
    link: { id: string; token: string };
    accessTokenId: string;
    sessionId: string;
    passkeyId: string;
    upload: string;
    trashed: string;
    /** An earlier version of B's file. */
    version: string;
    webhook: string;
    webhookDelivery: string;
    /** B's public file request, with a visitor's `grant`, the file it sent and its unfinished upload. */
    request: { id: string; token: string; grant: string; sender: string; received: string; upload: string };
  };
  /** A shares the file with C directly; A's restricted link admits C only. */
  c: { email: string };
  /** Share rules for C, a listed recipient, on files C reaches only through a link. */
  rules: Record<
    RuleCase,
    {
      file: string;
      token: string;
      /** The signed download URL's query, and the signed thumbnail URL's from the same opening. */
      signed: { linkId: string; query: Record<string, string>; thumbnailQuery: Record<string, string> };
    }
  > & { c: TestClient };
}

/**
 * The share-rule rows: C is listed on the link but has not given its password ('locked'; C's
 * signed URL dates from before the password), or C already used the link's only download
 * ('limited'; C's signed URL has served its download).
 */
type RuleCase = 'locked' | 'limited';

interface Target {
  label: string;
  value: string;
}

interface Slot {
  /** Where the id goes: `param.id`, `body.targetFolderId` (REST) or `input.targetFolderId` (GraphQL). */
  key: string;
  kind: Kind;
  list: boolean;
}

interface Answer {
  status: number;
  code: string;
}

const LINK_PASSWORD = 'Link-pa55word!';

/** A refusal inside a mutation payload (`userErrors`, answered with 200): its code, at status 200. */
const USER_ERROR = (code: string): Answer => ({ status: 200, code: `userErrors:${code}` });

/** Names that hold an object id or a share token (path parameters always do). */
const ID_NAME = /^(id|ids|token)$|[a-z](Id|Ids|Token)$/;

// Names whose kind depends on where they are, checked first: under /api/drop/:token the token is a
// file request's (not a share link's) and the id an upload sent through it; a bare id of a file
// request route or field (`/api/file-requests/:id/files`, `fileRequestClose input.id`) is the request's.
const KIND_IN_CONTEXT: Array<{ name: RegExp; context: RegExp; kind: Kind }> = [
  { name: /^token$/, context: /^drop$/, kind: 'requestToken' },
  { name: /^(id|ids)$/, context: /^drop$/, kind: 'dropUpload' },
  { name: /^(id|ids)$/, context: /^(file-requests|fileRequest[A-Z]\w*)$/, kind: 'fileRequest' },
];

// The kind of an id, from its own name; a bare `id`/`ids` takes it from the route or field around it.
const KIND_BY_NAME: Array<[RegExp, Kind]> = [
  [/^nodes?$/, 'node'],
  // Who sent files through a file request (a random id its grant names).
  [/^senderIds?$/, 'sender'],
  // Live items going to the trash, not trash entries.
  [/^itemsTrash$/, 'item'],
  [/delivery/i, 'webhookDelivery'],
  [/webhook/i, 'webhook'],
  [/version/i, 'version'],
  [/trash|restore|purge/i, 'trashEntry'],
  [/folder/i, 'folder'],
  [/session/i, 'session'],
  [/passkey/i, 'passkey'],
  [/accessToken/i, 'accessToken'],
  [/^token$/i, 'shareToken'],
  [/link|share/i, 'link'],
  [/file|item/i, 'item'],
  [/upload/i, 'upload'],
];

function kindOf(name: string, context: string[]): Kind | undefined {
  const placed = KIND_IN_CONTEXT.find((k) => k.name.test(name) && context.some((c) => k.context.test(c)));
  if (placed) return placed.kind;
  const match = (n: string) => KIND_BY_NAME.find(([pattern]) => pattern.test(n))?.[1];
  if (!/^(id|ids)$/.test(name)) return match(name);
  for (const n of context) {
    const kind = match(n);
    if (kind) return kind;
  }
  return undefined;
}

/** `node`/`nodes` answer null for what the caller may not see: no error, and null in the tested id's place. */
const NULL_ANSWER: Answer = { status: 200, code: 'NULL' };

/** A's objects by global id: every Node type. */
function globalIdsOfA(f: Fixture): Target[] {
  return [
    { label: "A's file (global id)", value: toGlobalId('Item', f.a.file) },
    { label: "A's folder (global id)", value: toGlobalId('Item', f.a.folder) },
    { label: "A's trash entry (global id)", value: toGlobalId('TrashEntry', f.a.trashed) },
    { label: "A's version (global id)", value: toGlobalId('FileVersion', f.a.version) },
    { label: "A's restricted link (global id)", value: toGlobalId('ShareLink', f.a.restricted.id) },
    { label: "A's public link (global id)", value: toGlobalId('ShareLink', f.a.public.id) },
    { label: "A's access token (global id)", value: toGlobalId('AccessToken', f.a.accessTokenId) },
    { label: 'A (global id)', value: toGlobalId('User', f.a.id) },
    { label: "A's webhook (global id)", value: toGlobalId('Webhook', f.a.webhook) },
    { label: "A's webhook delivery (global id)", value: toGlobalId('WebhookDelivery', f.a.webhookDelivery) },
    { label: "A's file request (global id)", value: toGlobalId('FileRequest', f.a.request.id) },
  ];
}

/** Per kind: A's objects B tries, B's own object for the other id slots of a call, a fresh missing id, and the not-found code. */
const KINDS: Record<
  Kind,
  { targets(f: Fixture): Target[]; own(f: Fixture): string; missing(target: Target): string; notFound: string }
> = {
  item: {
    targets: (f) => [
      { label: "A's file", value: f.a.file },
      { label: "A's folder", value: f.a.folder },
    ],
    own: (f) => f.b.file,
    missing: () => randomUUID(),
    notFound: 'FILE_NOT_FOUND',
  },
  folder: {
    targets: (f) => [{ label: "A's folder", value: f.a.folder }],
    own: (f) => f.b.folder,
    missing: () => randomUUID(),
    notFound: 'FILE_NOT_FOUND',
  },
  link: {
    targets: (f) => [
      { label: "A's restricted link", value: f.a.restricted.id },
      { label: "A's public link", value: f.a.public.id },
    ],
    own: (f) => f.b.link.id,
    missing: () => randomUUID(),
    notFound: 'SHARE_NOT_FOUND',
  },
  // A public link's token is the credential by design (docs/rest-api.md, Opening a link); the IDOR target is a link B is not invited to.
  shareToken: {
    targets: (f) => [
      { label: "A's restricted link's token (B not invited, sends the password)", value: f.a.restricted.token },
    ],
    own: (f) => f.b.link.token,
    missing: () => randomBytes(24).toString('base64url'),
    notFound: 'SHARE_NOT_FOUND',
  },
  accessToken: {
    targets: (f) => [{ label: "A's access token", value: f.a.accessTokenId }],
    own: (f) => f.b.accessTokenId,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  session: {
    targets: (f) => [{ label: "A's session", value: f.a.sessionId }],
    own: (f) => f.b.sessionId,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  passkey: {
    targets: (f) => [{ label: "A's passkey", value: f.a.passkeyId }],
    own: (f) => f.b.passkeyId,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  upload: {
    targets: (f) => [
      { label: "A's unfinished resumable upload", value: f.a.upload },
      // A's too (A's quota holds it), but only its sender may reach it, through the request.
      { label: "a visitor's unfinished upload to A's request", value: f.a.request.upload },
    ],
    own: (f) => f.b.upload,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  version: {
    targets: (f) => [{ label: "A's earlier version of A's file", value: f.a.version }],
    own: (f) => f.b.version,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  webhook: {
    targets: (f) => [{ label: "A's webhook", value: f.a.webhook }],
    own: (f) => f.b.webhook,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  webhookDelivery: {
    targets: (f) => [{ label: "A's webhook delivery", value: f.a.webhookDelivery }],
    own: (f) => f.b.webhookDelivery,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  fileRequest: {
    targets: (f) => [{ label: "A's file request (restricted to C, with a password)", value: f.a.request.id }],
    own: (f) => f.b.request.id,
    missing: () => randomUUID(),
    notFound: 'REQUEST_NOT_FOUND',
  },
  // A request's token opens its page to whoever holds it (docs/file-requests.md, The visitor's side); the IDOR
  // target is a request B is not listed on (B sends its password).
  requestToken: {
    targets: (f) => [
      { label: "A's request's token (restricted to C: B not listed, sends the password)", value: f.a.request.token },
    ],
    own: (f) => f.b.request.token,
    missing: () => randomBytes(24).toString('base64url'),
    notFound: 'REQUEST_NOT_FOUND',
  },
  sender: {
    targets: (f) => [{ label: "a sender of A's request", value: f.a.request.sender }],
    own: (f) => f.b.request.sender,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  // Reached with B's request's token and B's visitor's grant (REST_HEADERS): only that sender's uploads to that request.
  dropUpload: {
    targets: (f) => [
      { label: "an unfinished upload of another sender to A's request", value: f.a.request.upload },
      { label: "A's own unfinished resumable upload", value: f.a.upload },
    ],
    own: (f) => f.b.request.upload,
    missing: () => randomUUID(),
    notFound: 'NOT_FOUND',
  },
  node: {
    targets: globalIdsOfA,
    own: (f) => toGlobalId('Item', f.b.file),
    // A missing object of the same type: what `node` may answer depends on the type asked for.
    missing: (target) => toGlobalId(parseGlobalId(target.value)!.type, randomUUID()),
    notFound: NULL_ANSWER.code,
  },
  trashEntry: {
    targets: (f) => [
      { label: "A's trashed file", value: f.a.trashed },
      { label: "A's live file (not a trash entry)", value: f.a.file },
    ],
    own: (f) => f.b.trashed,
    missing: () => randomUUID(),
    notFound: 'FILE_NOT_FOUND',
  },
};

/**
 * Where the documented answer is something other than the kind's 404 (docs/rest-api.md). `sameAsMissing`: B's answer
 * for A's object must still equal B's answer for a missing one (otherwise the missing one must
 * be the plain not-found answer).
 */
const EXCEPTIONS: Array<{ where: string; auth?: Auth; answer: Answer; sameAsMissing: boolean; basis: string }> = [
  {
    where: 'PUT /api/files/move body.targetFolderId',
    answer: { status: 400, code: 'INVALID_TARGET_FOLDER' },
    sameAsMissing: true,
    basis: 'move: a target that is missing, not owned or not a folder is INVALID_TARGET_FOLDER',
  },
  {
    where: 'Mutation.moveItem input.targetFolderId',
    answer: { status: 400, code: 'INVALID_TARGET_FOLDER' },
    sameAsMissing: true,
    basis: 'move: the same rule over GraphQL',
  },
  {
    where: 'Mutation.itemMove input.targetFolderId',
    answer: USER_ERROR('INVALID_TARGET_FOLDER'),
    sameAsMissing: true,
    basis: 'move: the same rule, as a user error in the payload (docs/api.md, Mutations and userErrors)',
  },
  // Opening a link and adding it to an account run the same checks (docs/rest-api.md, Opening a link): the token
  // itself is the secret (192 random bits), so an uninvited account learns only that it is not invited.
  {
    where: 'GET /api/share/access/:token param.token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'opening a restricted link: a signed-in account not listed',
  },
  {
    where: 'POST /api/share/access/:token param.token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'opening a restricted link (password in the body): a signed-in account not listed',
  },
  {
    where: 'POST /api/share/add-to-account/:token param.token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'adding to an account runs the opening checks first',
  },
  {
    where: 'Mutation.shareAccess token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'opening a restricted link over GraphQL',
  },
  {
    where: 'Mutation.shareFolderAccess token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'opening a restricted folder or set link over GraphQL',
  },
  {
    where: 'Mutation.addSharedFileToMyFiles token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'adding to an account over GraphQL',
  },
  {
    where: 'Mutation.sharedFileAdd input.token',
    answer: { status: 403, code: 'SHARE_NOT_INVITED' },
    sameAsMissing: false,
    basis: 'adding to an account over GraphQL: the link is the credential, so a top-level error, not a userError',
  },
  // One-time codes: the token is the credential; then the address (malformed here) or the code (wrong) decides, never the account.
  {
    where: 'POST /api/share/access/:token/code param.token',
    answer: { status: 400, code: 'VALIDATION_ERROR' },
    sameAsMissing: false,
    basis: 'a live restricted link: the address is checked next',
  },
  {
    where: 'POST /api/share/access/:token/code/verify param.token',
    answer: { status: 400, code: 'VALIDATION_ERROR' },
    sameAsMissing: false,
    basis: 'a live restricted link: a wrong code',
  },
  {
    where: 'Mutation.requestShareCode token',
    answer: { status: 400, code: 'VALIDATION_ERROR' },
    sameAsMissing: false,
    basis: 'a live restricted link: the address is checked next',
  },
  {
    where: 'Mutation.verifyShareCode token',
    answer: { status: 400, code: 'VALIDATION_ERROR' },
    sameAsMissing: false,
    basis: 'a live restricted link: a wrong code',
  },
  // B holds no signature for A's link, and no valid signature exists for an unknown link id.
  {
    where: 'GET /api/share/download/:linkId param.linkId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis: 'download URLs: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/browse/:linkId param.linkId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis:
      'folder and set links: the grant is checked first, before any item it names: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/browse/:linkId/zip param.linkId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis:
      'folder and set links: the grant is checked first, before any item it names: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/browse/:linkId/file/:itemId param.linkId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis:
      'folder and set links: the grant is checked first, before any item it names: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/browse/:linkId/file/:itemId param.itemId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis:
      'folder and set links: the grant is checked first, before any item it names: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/browse/:linkId/thumbnail/:itemId param.linkId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis:
      'folder and set links: the grant is checked first, before any item it names: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/browse/:linkId/thumbnail/:itemId param.itemId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis:
      'folder and set links: the grant is checked first, before any item it names: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'GET /api/share/thumbnail/:linkId param.linkId',
    answer: { status: 403, code: 'DOWNLOAD_URL_INVALID' },
    sameAsMissing: true,
    basis: 'share thumbnail URLs are signed like download URLs: a bad signature is 403 DOWNLOAD_URL_INVALID',
  },
  {
    where: 'Mutation.createWebhook input.folderId',
    answer: USER_ERROR('FOLDER_NOT_FOUND'),
    sameAsMissing: true,
    basis: 'mutation payloads: a folder filter B cannot use is the userError FOLDER_NOT_FOUND at input.folderId',
  },
  {
    where: 'Mutation.updateWebhook input.folderId',
    answer: USER_ERROR('FOLDER_NOT_FOUND'),
    sameAsMissing: true,
    basis: 'mutation payloads: a folder filter B cannot use is the userError FOLDER_NOT_FOUND at input.folderId',
  },
  {
    where: 'Mutation.revokeAccessToken id',
    auth: 'token',
    answer: { status: 403, code: 'FORBIDDEN' },
    sameAsMissing: true,
    basis: 'schema: tokens are managed from signed-in sessions only',
  },
  {
    where: 'Mutation.accessTokenRevoke input.id',
    auth: 'token',
    answer: { status: 403, code: 'FORBIDDEN' },
    sameAsMissing: true,
    basis: 'schema: tokens are managed from signed-in sessions only',
  },
  {
    where: 'DELETE /api/auth/sessions/:id param.id',
    auth: 'token',
    answer: { status: 403, code: 'FORBIDDEN' },
    sameAsMissing: true,
    basis: 'sessions are managed from signed-in sessions only',
  },
  ...[
    'DELETE /api/auth/passkeys/:id param.id',
    'PATCH /api/auth/passkeys/:id param.id',
    'Mutation.passkeyRemove id',
    'Mutation.passkeyRename input.id',
  ].map((where) => ({
    where,
    auth: 'token' as const,
    answer: { status: 403, code: 'FORBIDDEN' },
    sameAsMissing: true,
    basis: 'passkeys are managed from signed-in sessions only',
  })),
  {
    where: 'Mutation.endSession id',
    auth: 'token',
    answer: { status: 403, code: 'FORBIDDEN' },
    sameAsMissing: true,
    basis: 'sessions are managed from signed-in sessions only',
  },
  {
    where: 'Mutation.sessionEnd input.id',
    auth: 'token',
    answer: { status: 403, code: 'FORBIDDEN' },
    sameAsMissing: true,
    basis: 'sessions are managed from signed-in sessions only',
  },
  // A request's folder never changes: any folderId is refused before it is looked up (B's own request is the one changed).
  {
    where: 'PATCH /api/file-requests/:id body.folderId',
    answer: { status: 400, code: 'VALIDATION_ERROR' },
    sameAsMissing: true,
    basis: "file requests: every setting but the folder can be edited; a folderId is refused, whoever's it names",
  },
  // File requests' visitor routes (docs/file-requests.md, The visitor's side): the token is the credential by
  // design (192 random bits, as a public share link's), so it opens the request's page to anyone holding it,
  // restricted or not; what B may then do is decided by the password, the list and the grant, never by B's account.
  {
    where: 'GET /api/drop/:token param.token',
    answer: { status: 200, code: 'answered' },
    sameAsMissing: false,
    basis:
      "a request's page: its title, message, the owner's name and its limits, to whoever holds the token (B as any visitor); nothing of A's beyond that",
  },
  {
    where: 'POST /api/drop/:token/code param.token',
    answer: { status: 400, code: 'VALIDATION_ERROR' },
    sameAsMissing: false,
    basis: 'a live request: the address (none here) is checked next; nothing is stored or mailed',
  },
  {
    where: 'POST /api/drop/:token/access param.token',
    answer: { status: 403, code: 'REQUEST_RESTRICTED' },
    sameAsMissing: false,
    basis:
      'a restricted request: B, signed in but not listed, is asked for a code mailed to a listed address even with the right password',
  },
  // Upload routes: B's grant names B's request, so it is void for A's (docs/file-requests.md: a grant names one request).
  {
    where: 'GET /api/drop/:token/uploads param.token',
    answer: { status: 403, code: 'REQUEST_GRANT_INVALID' },
    sameAsMissing: false,
    basis: "upload routes: the request is checked, then the grant; B's grant is not one of A's request",
  },
  {
    where: 'POST /api/drop/:token/uploads param.token',
    answer: { status: 403, code: 'REQUEST_GRANT_INVALID' },
    sameAsMissing: false,
    basis: "tus creation: the grant is checked before any metadata or byte; B's grant is not one of A's request",
  },
  {
    where: 'HEAD /api/drop/:token/uploads/:id param.token',
    answer: { status: 403, code: 'REQUEST_GRANT_INVALID' },
    sameAsMissing: false,
    basis: "tus: the grant is checked before the upload is looked up; B's grant is not one of A's request",
  },
  {
    where: 'PATCH /api/drop/:token/uploads/:id param.token',
    answer: { status: 403, code: 'REQUEST_GRANT_INVALID' },
    sameAsMissing: false,
    basis: "tus: the grant is checked before the upload is looked up; B's grant is not one of A's request",
  },
  {
    where: 'DELETE /api/drop/:token/uploads/:id param.token',
    answer: { status: 403, code: 'REQUEST_GRANT_INVALID' },
    sameAsMissing: false,
    basis: "tus: the grant is checked before the upload is looked up; B's grant is not one of A's request",
  },
  {
    where: 'OPTIONS /api/drop/:token/uploads param.token',
    answer: { status: 204, code: 'answered' },
    sameAsMissing: true,
    basis: 'tus capability discovery looks nothing up: the same 204 for any token',
  },
];

/** REST routes that take no object id (checked against the table both ways). */
const TAKES_NO_OBJECT_ID: Record<string, string> = {
  'GET /api/health': 'readiness',
  'GET /api/health/ready': 'readiness',
  'GET /api/health/live': 'liveness',
  'POST /api/auth/register': 'credentials',
  'POST /api/auth/login': 'credentials, read by the passport guard',
  'POST /api/auth/login/second-factor': "a code for the challenge in the caller's own sign-in cookie",
  'GET /api/auth/two-factor': "the caller's own second factors",
  'POST /api/auth/two-factor/setup': "the caller's own authenticator app, with the caller's password",
  'POST /api/auth/two-factor/enable': "the caller's own pending authenticator app",
  'POST /api/auth/two-factor/disable': "the caller's own second factors, with the caller's password and a code",
  'POST /api/auth/two-factor/recovery-codes': "the caller's own recovery codes, with the caller's password and a code",
  'GET /api/auth/me': "the caller's own account",
  'POST /api/auth/logout': "the caller's own session",
  'GET /api/files/list': "a path in the caller's own tree",
  'GET /api/files/search':
    "a name to look for in the caller's own tree (a cursor only positions the caller's own hits)",
  'GET /api/files/storage': "the caller's own usage",
  'GET /api/files/shared-with-me': "the caller's own inbox",
  'POST /api/files/folder': "a name and a path in the caller's own tree",
  'POST /api/files/upload':
    "multipart files, relativePaths, parentPath and sharing options: paths in the caller's own tree",
  'POST /api/upload': 'alias of POST /api/files/upload',
  'GET /api/share/unseen': "the caller's own unseen list",
  'POST /api/auth/email': "the caller's own address change (a new address and the current password)",
  'POST /api/auth/password': "the caller's own password change",
  'POST /api/auth/password-reset': 'an e-mail address; the same answer for any address',
  'POST /api/auth/verify-email/resend': "the caller's own address",
  'GET /api/auth/sessions': "the caller's own sessions",
  'GET /api/auth/passkeys': "the caller's own passkeys",
  'GET /api/auth/identities': "the caller's own linked identities",
  'GET /api/auth/sso/providers': 'the configured providers, the same for everyone',
  'POST /api/auth/sso/:provider/start': 'a sign-in under way, for nobody yet (see NOT_OBJECT_REFERENCES)',
  'GET /api/auth/sso/:provider/callback': "the sign-in whose state the caller's own cookie holds",
  'POST /api/auth/sso/link': "a pending link for the caller's own address (see NOT_OBJECT_REFERENCES)",
  'DELETE /api/auth/identities/:provider': "the caller's own identity at a provider (see NOT_OBJECT_REFERENCES)",
  'POST /api/auth/passkeys': "a new passkey of the caller's, answering the caller's own registration challenge",
  'POST /api/auth/passkeys/registration-options': "the caller's own account, with the caller's password",
  'POST /api/auth/login/passkey/options': 'a challenge for nobody yet',
  'POST /api/auth/login/passkey': "a passkey's answer, which names its own account",
  'POST /api/auth/login/second-factor/passkey-options': "the challenge in the caller's own sign-in cookie",
  'POST /api/auth/sessions/sign-out-others': "the caller's other sessions (reads only the caller's own session cookie)",
  'POST /api/auth/verify-email': 'a mailed single-use secret (see NOT_OBJECT_REFERENCES)',
  'POST /api/auth/password-reset/confirm': 'a mailed single-use secret and a new password (see NOT_OBJECT_REFERENCES)',
  'POST /api/uploads':
    "tus creation: a length and metadata (file name, paths in the caller's own tree, sharing options); the body is file bytes",
  'OPTIONS /api/uploads': 'tus capability discovery',
  'GET /api/trash': "the caller's own trash (a cursor only positions the caller's own entries)",
  'DELETE /api/trash': "empties the caller's own trash",
  'GET /api/file-requests': "the caller's own file requests (a cursor only positions the caller's own)",
  'GET /api/changes': "the caller's own change feed (a cursor only positions the caller's own changes)",
  'GET /api/changes/cursor': "the position in the caller's own change feed",
};

/**
 * Routes that read the raw request, never a body with ids (their ids are in the path): file bytes,
 * or only the client's address.
 */
const RAW_BYTE_BODIES: Record<string, string> = {
  'PATCH /api/uploads/:id': 'a tus chunk: file bytes at Upload-Offset',
  'PATCH /api/drop/:token/uploads/:id': 'a tus chunk to a request: file bytes at Upload-Offset',
  'POST /api/drop/:token/uploads':
    'tus creation (with upload): a length and metadata (file name, relative path) in headers; the body is file bytes',
  'DELETE /api/drop/:token/uploads/:id':
    "tus termination: no body; the raw request is read only for the client's address",
};

/** Tus requests to a file request: B's visitor's grant for B's request (the `own` token) rides along. */
const dropGrant = (f: Fixture) => ({ 'Tus-Resumable': '1.0.0', 'Coffer-Drop-Grant': f.b.request.grant });

/**
 * Headers a route needs to reach its id check (tus requests name their protocol version and offset;
 * a file request's upload routes carry a grant).
 */
const REST_HEADERS: Record<string, (f: Fixture) => Record<string, string>> = {
  'HEAD /api/uploads/:id': () => ({ 'Tus-Resumable': '1.0.0' }),
  'PATCH /api/uploads/:id': () => ({
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': '0',
    'Content-Type': 'application/offset+octet-stream',
  }),
  'DELETE /api/uploads/:id': () => ({ 'Tus-Resumable': '1.0.0' }),
  'GET /api/drop/:token/uploads': (f) => ({ 'Coffer-Drop-Grant': f.b.request.grant }),
  'POST /api/drop/:token/uploads': (f) => ({
    ...dropGrant(f),
    'Upload-Length': '1000',
    'Upload-Metadata': `filename ${Buffer.from(`by-b-${f.tag}.txt`).toString('base64')}`,
  }),
  'HEAD /api/drop/:token/uploads/:id': dropGrant,
  'PATCH /api/drop/:token/uploads/:id': (f) => ({
    ...dropGrant(f),
    'Upload-Offset': '0',
    'Content-Type': 'application/offset+octet-stream',
  }),
  'DELETE /api/drop/:token/uploads/:id': dropGrant,
};

/** Id-like body fields that do not reach into anyone's objects. */
const NOT_OBJECT_REFERENCES: Record<string, string> = {
  'POST /api/share/create body.userIds': 'accounts a restricted link admits (userIds): people, not objects',
  'POST /api/share/protected body.userIds': 'accounts a restricted link admits (userIds): people, not objects',
  'PATCH /api/share/:token body.userIds': 'accounts a restricted link admits: people, not objects',
  'POST /api/share/create body.token': 'a client-sent token is ignored; tokens are server-generated',
  'POST /api/share/protected body.token': 'a client-sent token is ignored; tokens are server-generated',
  'POST /api/auth/verify-email body.token':
    'a single-use secret mailed to an address, not a reference to anyone’s object',
  'POST /api/auth/password-reset/confirm body.token':
    'a single-use secret mailed to an address, not a reference to anyone’s object',
  'Mutation.createWebhook input.boundToToken': 'a Boolean: binds the webhook to the calling token, names no object',
  'Mutation.verifyEmail token': 'a single-use secret mailed to an address, not a reference to anyone’s object',
  'POST /api/auth/sso/link body.token':
    "a single-use secret a provider's sign-in handed to one browser, good only for the account with its address",
  'Mutation.ssoLinkConfirm token':
    "a single-use secret a provider's sign-in handed to one browser, good only for the account with its address",
  'POST /api/auth/sso/:provider/start param.provider': "a configured provider's id, the same for everyone",
  'GET /api/auth/sso/:provider/callback param.provider': "a configured provider's id, the same for everyone",
  'DELETE /api/auth/identities/:provider param.provider':
    "a configured provider's id: it unlinks the caller's own identity there",
  'Mutation.resetPassword input.token': 'a single-use secret mailed to an address, not a reference to anyone’s object',
};

/** Router routes no controller declares. */
const NOT_CONTROLLER_ROUTES: Array<[RegExp, string]> = [
  [/^ALL \/api(\/\{\*path\})?$/, 'Nest middleware mounted on every /api path'],
  [/^GET \/api\/docs(-json|-yaml|\/.*)?$/, 'the OpenAPI description and its UI assets'],
  [/^POST \/api\/graphql$/, 'GraphQL: the schema half of this matrix'],
];

/** Values for what is not an id, per REST route (the DTOs accept anything; the services validate). */
const REST_VALUES: Record<string, (f: Fixture) => { query?: Record<string, unknown>; body?: Record<string, unknown> }> =
  {
    'GET /api/share/access/:token': () => ({ query: { password: LINK_PASSWORD } }),
    'POST /api/share/access/:token': () => ({ body: { password: LINK_PASSWORD } }),
    'POST /api/share/add-to-account/:token': () => ({ body: { password: LINK_PASSWORD } }),
    'POST /api/share/access/:token/code/verify': (f) => ({ body: { email: f.b.email, code: '000000' } }),
    'POST /api/share/create': () => ({ body: { scope: 'public' } }),
    'POST /api/share/protected': () => ({ body: { scope: 'public', password: LINK_PASSWORD } }),
    'PATCH /api/share/:token': (f) => ({ body: { maxAccess: 1, scope: 'restricted', emails: [f.b.email] } }),
    'POST /api/files/share': (f) => ({ body: { shareWith: [f.b.email] } }),
    // C is who A shared with: an unshare that got through would show.
    'POST /api/files/unshare': (f) => ({ body: { unshareWith: [f.c.email] } }),
    'GET /api/files/list': (f) => ({ query: { path: `/${f.a.folderName}/` } }),
    // B knows the password of A's request: only the list keeps B out.
    'POST /api/drop/:token/access': () => ({ body: { password: LINK_PASSWORD } }),
    // Were B able to block A's sender, what that sender sent A would go to A's trash too.
    'POST /api/file-requests/:id/senders/:senderId/block': () => ({ body: { trashFiles: true } }),
  };

/** Values for GraphQL arguments and input fields that are not ids, by `field.name` or `name`; others are generated from their type. */
const GRAPHQL_VALUES: Record<string, (f: Fixture) => unknown> = {
  'unshareWithUsers.emails': (f) => [f.c.email],
  'createWebhook.url': () => 'https://93.184.216.34/hook',
  'createWebhook.eventTypes': () => ['SHARE_WITHDRAWN'],
  'verifyShareCode.email': (f) => f.b.email,
  'verifyShareCode.code': () => '000000',
  'fileRequestBlockSender.trashFiles': () => true,
  // item takes an id or a path, not both: the id is the case.
  'item.path': () => undefined,
  // The very start of the caller's own change feed: B reads its own changes from the first.
  'changes.after': () => Buffer.from(JSON.stringify(['0', '0'])).toString('base64url'),
  emails: (f) => [f.b.email],
  password: () => LINK_PASSWORD,
  maxAccess: () => 1,
  name: (f) => `renamed-by-b-${f.tag}.txt`,
  first: () => 10,
  path: (f) => `/${f.a.folderName}/`,
  search: (f) => f.a.folderName,
};

/** Custom scalars an id-taking field might also need, and why the matrix cannot send them. */
const UNSENDABLE_SCALARS: Record<string, string> = {
  Upload:
    'multipart request spec; uploads take no object id (uploadFiles is covered over REST as POST /api/files/upload)',
};

/** Awaits every promise of a record at once: the record of their values. */
async function allOf<T extends Record<string, Promise<unknown>>>(parts: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.all(Object.entries(parts).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(settled) as { [K in keyof T]: Awaited<T[K]> };
}

describe('IDOR matrix: B on A’s objects, generated from the route table and the schema', () => {
  let t: TestApp;
  let db: DataSource;
  let f: Fixture;
  let table: RouteTable;
  let schema: IntrospectedSchema;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
    f = await buildFixture();
    table = restRouteTable(t.app);
    schema = await introspectSchema(f.b.session);
  });
  afterAll(() => t.close());

  function signedIn() {
    return signedInClient(t.server);
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    const res = await client.post('/api/graphql').send({ query, variables }).expect(200);
    if (res.body.errors) throw new Error(`${query}: ${JSON.stringify(res.body.errors)}`);
    return res.body.data;
  }

  // The fixture holds UUIDs (what REST routes take); global ids are made from them where a case needs one.
  async function buildFixture(): Promise<Fixture> {
    const tag = randomBytes(4).toString('hex');
    const [a, b, c] = [await signedIn(), await signedIn(), await signedIn()];
    const folderName = `Private-${tag}`;
    const fileName = `secret-${tag}.png`;
    // Unique bytes: blobs are shared by content across the whole (shared) test database.
    const up = await uploadFiles(a, [
      {
        name: fileName,
        content: Buffer.concat([PNG_BYTES, randomBytes(16)]),
        relativePath: `${folderName}/${fileName}`,
      },
    ]).expect(201);
    const file = up.body.created[0].id as string;
    const folder = (await a.get('/api/files/list').query({ path: '/' }).expect(200)).body.items.find(
      (i: { name: string }) => i.name === folderName,
    )._id as string;
    const link = `mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id: databaseId token } }`;
    const restricted = (
      await gql(a, link, {
        i: { fileId: file, scope: 'RESTRICTED', emails: [c.email], password: LINK_PASSWORD, maxAccess: 5 },
      })
    ).createShareLink;
    const pub = (await gql(a, link, { i: { fileId: file, scope: 'PUBLIC' } })).createShareLink;
    // Someone (C) downloaded through A's public link: an entry of its access log.
    const accessLog = t.app.get(ShareAccessLog);
    accessLog.record({
      linkId: pub.id,
      action: 'download',
      files: [{ id: file, name: fileName }],
      visitorEmail: c.email,
      clientAddress: '198.51.100.23',
      userAgent: `agent-${tag}`,
    });
    await accessLog.flush();
    await gql(a, 'mutation($f: ID!, $e: [String!]!) { shareWithUsers(fileId: $f, emails: $e) { email } }', {
      f: file,
      e: [c.email],
    });
    const token =
      'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token accessToken { id: databaseId } } }';
    const aToken = (await gql(a, token, { i: { name: 'a-script', scopes: ['READ'] } })).createAccessToken;

    const perRule: Partial<Record<RuleCase, Fixture['rules'][RuleCase]>> = {};
    for (const rule of ['locked', 'limited'] as const) {
      const name = `${rule}-${tag}.png`;
      const ruleFile = (
        await uploadFiles(a, [{ name, content: Buffer.concat([PNG_BYTES, randomBytes(16)]) }]).expect(201)
      ).body.created[0].id as string;
      const ruleLink = (
        await gql(a, link, {
          i: {
            fileId: ruleFile,
            scope: 'RESTRICTED',
            emails: [c.email],
            ...(rule === 'limited' ? { maxAccess: 1 } : {}),
          },
        })
      ).createShareLink;
      const opened = (await c.get(`/api/share/access/${ruleLink.token}`).expect(200)).body;
      const url = new URL(opened.downloadUrl);
      const thumbnailUrl = new URL(opened.thumbnailUrl);
      if (rule === 'locked')
        await gql(a, 'mutation($i: UpdateShareLinkInput!) { updateShareLink(input: $i) { id } }', {
          i: { id: ruleLink.id, password: LINK_PASSWORD },
        });
      else await c.get(url.pathname + url.search).expect(200);
      perRule[rule] = {
        file: ruleFile,
        token: ruleLink.token,
        signed: {
          linkId: ruleLink.id,
          query: Object.fromEntries(url.searchParams),
          thumbnailQuery: Object.fromEntries(thumbnailUrl.searchParams),
        },
      };
    }
    const rules: Fixture['rules'] = { c, locked: perRule.locked!, limited: perRule.limited! };

    const bFile = (await uploadFiles(b, [{ name: `own-${tag}.txt`, content: `own ${tag}` }]).expect(201)).body
      .created[0].id as string;
    const bFolder = (
      await b
        .post('/api/files/folder')
        .send({ name: `Mine-${tag}`, path: '/' })
        .expect(201)
    ).body._id as string;
    const bLink = (await gql(b, link, { i: { fileId: bFile, scope: 'PUBLIC' } })).createShareLink;
    const bToken = (await gql(b, token, { i: { name: 'b-script', scopes: ['READ', 'WRITE', 'SHARE', 'DAV'] } }))
      .createAccessToken;
    const sessionOf = async (userId: string) =>
      (
        await db.query<Array<{ public_id: string }>>('SELECT public_id FROM session WHERE user_id = $1 LIMIT 1', [
          userId,
        ])
      )[0]!.public_id;
    const passkeyOf = async (client: TestClient) => {
      const options = await client
        .post('/api/auth/passkeys/registration-options')
        .send({ password: STRONG_PASSWORD })
        .expect(200);
      const response = new SoftwarePasskey(t.config.publicUrl).create(options.body);
      return (await client.post('/api/auth/passkeys').send({ response, name: 'Key' }).expect(201)).body.id as string;
    };
    const tusCreate = (client: TestClient, name: string) =>
      client
        .post('/api/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', '1000')
        .set('Upload-Metadata', `filename ${Buffer.from(name).toString('base64')}`)
        .expect(201)
        .then((res) => String(res.headers['location']).split('/').pop()!);
    const aUpload = await tusCreate(a, `pending-${tag}.txt`);
    const trashedFile = async (client: TestClient, name: string) => {
      const id = (await uploadFiles(client, [{ name, content: `${name} ${tag}` }]).expect(201)).body.created[0]
        .id as string;
      await client.delete(`/api/files/${id}`).expect(200);
      return id;
    };
    const aTrashed = await trashedFile(a, `trashed-${tag}.txt`);
    // Each file gets an earlier version: replaced once by an upload.
    const versionOf = async (client: TestClient, fileId: string, name: string, content: Buffer | string) => {
      await uploadFiles(client, [{ name, content }], {
        onConflict: 'replace',
        parentPath: (await db.query('SELECT path FROM item WHERE id = $1', [fileId]))[0].path,
      }).expect(201);
      return (await db.query<Array<{ id: string }>>('SELECT id FROM item_version WHERE item_id = $1', [fileId]))[0]!.id;
    };
    const bTrashed = await trashedFile(b, `own-trashed-${tag}.txt`);
    const bUpload = await tusCreate(b, `own-pending-${tag}.txt`);
    // A webhook per user, for an event the matrix never causes, with one logged attempt.
    const webhookOf = async (client: TestClient) => {
      const created = await gql(
        client,
        'mutation($i: CreateWebhookInput!) { createWebhook(input: $i) { webhook { databaseId } userErrors { code } } }',
        { i: { url: 'https://93.184.216.34/hook', eventTypes: ['SHARE_WITHDRAWN'] } },
      );
      const webhook = created.createWebhook.webhook.databaseId as string;
      const [message] = await db.query<Array<{ id: string }>>(
        `INSERT INTO webhook_message (endpoint_id, event_type, body) VALUES ($1, 'SHARE_WITHDRAWN', '{}') RETURNING id`,
        [webhook],
      );
      const [delivery] = await db.query<Array<{ id: string }>>(
        `INSERT INTO webhook_delivery (message_id, endpoint_id, attempt, status, response_code, latency_ms, attempted_at)
         VALUES ($1, $2, 1, 'delivered', 204, 5, now()) RETURNING id`,
        [message!.id, webhook],
      );
      return { webhook, webhookDelivery: delivery!.id };
    };
    const aWebhook = await webhookOf(a);
    const bWebhook = await webhookOf(b);
    const bearer = testClient(t.server);
    bearer.set('Authorization', `Bearer ${bToken.token}`);
    const aVersion = await versionOf(a, file, fileName, Buffer.concat([PNG_BYTES, randomBytes(16)]));
    // A file request per user into their folder: a visitor sends one file through it (its sender)
    // and begins a second upload it does not finish.
    const requestOf = async (client: TestClient, folderId: string, label: string) => {
      const made = (
        await client
          .post('/api/file-requests')
          .send({ folderId, title: `${label}-${tag}` })
          .expect(201)
      ).body as { id: string; url: string };
      const requestToken = made.url.split('/drop/')[1]!;
      const visitor = testClient(t.server);
      const grant = (await visitor.post(`/api/drop/${requestToken}/access`).send({}).expect(200)).body.grant as string;
      const tus = (length: number, name: string) =>
        visitor
          .post(`/api/drop/${requestToken}/uploads`)
          .set('Tus-Resumable', '1.0.0')
          .set('Coffer-Drop-Grant', grant)
          .set('Upload-Length', String(length))
          .set('Upload-Metadata', `filename ${Buffer.from(name).toString('base64')}`);
      const content = Buffer.from(`sent to ${label} ${tag}`);
      await tus(content.length, `sent-${label}-${tag}.txt`)
        .set('Content-Type', 'application/offset+octet-stream')
        .send(content)
        .expect(201);
      const pending = await tus(1000, `sending-${label}-${tag}.txt`).expect(201);
      const [sent] = await db.query<Array<{ sender_id: string; item_id: string }>>(
        'SELECT sender_id, item_id FROM file_request_file WHERE request_id = $1',
        [made.id],
      );
      return {
        id: made.id,
        token: requestToken,
        grant,
        sender: sent!.sender_id,
        received: sent!.item_id,
        upload: String(pending.headers['location']).split('/').pop()!,
      };
    };
    const { grant: _voided, ...aRequest } = await requestOf(a, folder, 'asked-by-a');
    // Then restricted to C, with a password: B is not listed (the visitor's grant is void from now on).
    await a
      .patch(`/api/file-requests/${aRequest.id}`)
      .send({ recipients: [c.email], password: LINK_PASSWORD })
      .expect(200);
    const bRequest = await requestOf(b, bFolder, 'asked-by-b');
    const aDownloadUrl = (await gql(a, 'query($id: ID!) { item(id: $id) { downloadUrl } }', { id: file })).item
      .downloadUrl as string;
    return {
      tag,
      a: {
        id: a.userId,
        email: a.email,
        file,
        folder,
        fileName,
        folderName,
        restricted,
        public: pub,
        accessTokenId: aToken.accessToken.id,
        sessionId: await sessionOf(a.userId),
        passkeyId: await passkeyOf(a),
        upload: aUpload,
        trashed: aTrashed,
        version: aVersion,
        downloadUrl: aDownloadUrl,
        ...aWebhook,
        request: aRequest,
      },
      b: {
        id: b.userId,
        email: b.email,
        session: b,
        bearer,
        token: bToken.token,
        file: bFile,
        folder: bFolder,
        link: bLink,
        accessTokenId: bToken.accessToken.id,
        sessionId: await sessionOf(b.userId),
        passkeyId: await passkeyOf(b),
        upload: bUpload,
        trashed: bTrashed,
        version: await versionOf(b, bFile, `own-${tag}.txt`, `own again ${tag}`),
        ...bWebhook,
        request: bRequest,
      },
      c: { email: c.email },
      rules,
    };
  }

  /** What B must never see. */
  function secretsOfA(): string[] {
    return [
      f.a.id,
      f.a.email,
      f.a.file,
      f.a.folder,
      f.a.fileName,
      f.a.folderName,
      f.a.restricted.id,
      f.a.restricted.token,
      f.a.public.id,
      f.a.public.token,
      f.a.accessTokenId,
      f.a.sessionId,
      f.a.passkeyId,
      f.a.upload,
      f.a.trashed,
      f.a.version,
      f.a.webhook,
      f.a.webhookDelivery,
      f.a.request.id,
      f.a.request.token,
      f.a.request.sender,
      f.a.request.received,
      f.a.request.upload,
      f.c.email,
      ...globalIdsOfA(f).map((target) => target.value),
    ];
  }

  // ---- side effects --------------------------------------------------------------------------

  // Dozens of reads before and after each of hundreds of cases: sent at once (independent
  // statements, each on a connection of the pool), they wait for one round trip, not one each.
  async function snapshot(userId: string) {
    const rows = (sql: string): Promise<unknown[]> => db.query(sql, [userId]);
    return allOf({
      account: rows('SELECT id, email, name, password_hash, updated_at FROM app_user WHERE id = $1'),
      items: rows('SELECT * FROM item WHERE owner_id = $1 ORDER BY id'),
      versions: rows(
        'SELECT v.* FROM item_version v JOIN item i ON i.id = v.item_id WHERE i.owner_id = $1 ORDER BY v.id',
      ),
      blobs: rows(
        'SELECT id, sha256, size, storage_key, ref_count FROM blob WHERE id IN (SELECT blob_id FROM item WHERE owner_id = $1) ORDER BY id',
      ),
      storage: rows('SELECT * FROM user_storage WHERE user_id = $1'),
      davLocks: rows('SELECT * FROM dav_lock WHERE user_id = $1 ORDER BY id'),
      davProperties: rows(
        'SELECT p.* FROM dav_property p JOIN item i ON i.id = p.item_id WHERE i.owner_id = $1 ORDER BY p.item_id, p.namespace, p.name',
      ),
      links: rows('SELECT * FROM share_link WHERE owner_id = $1 ORDER BY id'),
      linkEmails: rows(
        'SELECT e.* FROM share_link_email e JOIN share_link l ON l.id = e.link_id WHERE l.owner_id = $1 ORDER BY e.link_id, e.email',
      ),
      linkUsers: rows(
        'SELECT u.* FROM share_link_user u JOIN share_link l ON l.id = u.link_id WHERE l.owner_id = $1 OR u.user_id = $1 ORDER BY u.link_id, u.user_id',
      ),
      directShares: rows(
        'SELECT s.* FROM file_share s JOIN item i ON i.id = s.file_id WHERE i.owner_id = $1 OR s.user_id = $1 ORDER BY s.file_id, s.user_id',
      ),
      seen: rows(
        'SELECT s.* FROM share_seen s JOIN item i ON i.id = s.file_id WHERE i.owner_id = $1 OR s.user_id = $1 ORDER BY s.file_id, s.user_id',
      ),
      // Without last_used_at: B's own token is in use.
      accessTokens: rows(
        'SELECT id, name, token_hash, prefix, scopes, created_at, expires_at, revoked_at FROM access_token WHERE user_id = $1 ORDER BY id',
      ),
      sessions: rows('SELECT public_id FROM session WHERE user_id = $1 ORDER BY public_id'),
      passkeys: rows('SELECT id, name, counter, last_used_at FROM passkey WHERE user_id = $1 ORDER BY id'),
      uploads: rows('SELECT id, reserved_bytes, expires_at FROM upload WHERE owner_id = $1 ORDER BY id'),
      webhooks: rows(
        'SELECT id, token_id, url, description, event_types, folder_id, secret, enabled, updated_at FROM webhook_endpoint WHERE user_id = $1 ORDER BY id',
      ),
      webhookMessages: rows(
        'SELECT m.id FROM webhook_message m JOIN webhook_endpoint w ON w.id = m.endpoint_id WHERE w.user_id = $1 ORDER BY m.id',
      ),
      accessLog: rows(
        'SELECT e.* FROM share_access_log e JOIN share_link l ON l.id = e.link_id WHERE l.owner_id = $1 ORDER BY e.id',
      ),
      resumableUploads: rows(
        'SELECT id, upload_id, storage_key, length, "offset", metadata, expires_at, item_id FROM resumable_upload WHERE owner_id = $1 ORDER BY id',
      ),
      fileRequests: rows('SELECT * FROM file_request WHERE owner_id = $1 ORDER BY id'),
      receivedFiles: rows(
        'SELECT f.* FROM file_request_file f JOIN file_request r ON r.id = f.request_id WHERE r.owner_id = $1 ORDER BY f.id',
      ),
      blockedSenders: rows('SELECT * FROM file_request_block WHERE owner_id = $1 ORDER BY value'),
      requestCodes: rows(
        'SELECT c.* FROM file_request_code c JOIN file_request r ON r.id = c.request_id WHERE r.owner_id = $1 ORDER BY c.id',
      ),
      // Uploads sent through a request (their own columns: the request, the sender, what they hold).
      requestUploads: rows(
        `SELECT u.id, u.request_id, u.sender_id, u.owner_id, u.upload_id, u.storage_key, u.length, u."offset", u.metadata,
                u.expires_at, u.item_id
           FROM resumable_upload u JOIN file_request r ON r.id = u.request_id WHERE r.owner_id = $1 ORDER BY u.id`,
      ),
    });
  }

  async function state() {
    // Entries of links' access logs are written in batches: whatever a case recorded is in.
    await t.app.get(ShareAccessLog).flush();
    const stored = storageState(t.config.dataDir);
    const [a, b] = await Promise.all([snapshot(f.a.id), snapshot(f.b.id)]);
    return {
      a,
      b,
      storedBytes: stored.blobs.sort(),
      stagedBytes: stored.staging.sort(),
    };
  }

  function changes(before: Awaited<ReturnType<typeof state>>, after: Awaited<ReturnType<typeof state>>): string[] {
    const changed: string[] = [];
    for (const who of ['a', 'b'] as const) {
      for (const part of Object.keys(before[who]) as Array<keyof (typeof before)['a']>) {
        if (JSON.stringify(before[who][part]) !== JSON.stringify(after[who][part]))
          changed.push(`${who === 'a' ? "A's" : "B's"} ${part}`);
      }
    }
    if (JSON.stringify(before.storedBytes) !== JSON.stringify(after.storedBytes)) changed.push('stored bytes');
    if (JSON.stringify(before.stagedBytes) !== JSON.stringify(after.stagedBytes)) changed.push('staged upload bytes');
    return changed;
  }

  // ---- expectations --------------------------------------------------------------------------

  function expectation(where: string, kind: Kind, auth: Auth) {
    const exception = EXCEPTIONS.find((e) => e.where === where && (e.auth === undefined || e.auth === auth));
    const notFound =
      KINDS[kind].notFound === NULL_ANSWER.code ? NULL_ANSWER : { status: 404, code: KINDS[kind].notFound };
    // A HEAD answer has no body: only its status tells (runRest reads a 404 as NOT_FOUND, any other status as answered).
    const heard = (answer: Answer): Answer =>
      where.startsWith('HEAD ')
        ? { status: answer.status, code: answer.status === 404 ? 'NOT_FOUND' : 'answered' }
        : answer;
    if (!exception) return { answer: heard(notFound), missing: heard(notFound), sameAsMissing: true };
    return {
      answer: heard(exception.answer),
      missing: heard(exception.sameAsMissing ? exception.answer : notFound),
      sameAsMissing: exception.sameAsMissing,
    };
  }

  /**
   * `node`/`nodes` refuse a type whose listing the caller may not use (an access token asking for
   * an access token) with FORBIDDEN, for every id of that type alike: A's, or a missing one.
   */
  function nodeRefusal(kind: Kind, target: Target, auth: Auth) {
    if (kind !== 'node' || auth !== 'token' || NODE_RULES[parseGlobalId(target.value)!.type] !== 'session') return null;
    const forbidden: Answer = { status: 403, code: 'FORBIDDEN' };
    return { answer: forbidden, missing: forbidden, sameAsMissing: true };
  }

  /** The response with the ids B sent replaced, to compare the answers for A's object and a missing one. */
  function normalised(res: { status: number; body: unknown }, sent: string): string {
    // The budget left changes with every request: bookkeeping, not an answer about the object.
    const body =
      res.body && typeof res.body === 'object' && 'extensions' in res.body
        ? { ...res.body, extensions: { ...(res.body as { extensions: object }).extensions, rateLimit: undefined } }
        : res.body;
    return JSON.stringify({ status: res.status, body }).split(sent).join('<sent id>');
  }

  /** Values for every slot of a call: A's object (or a missing id) in one slot, B's own objects in the others. */
  function slotValues(slots: Slot[], tested: Slot, value: string): Record<string, unknown> {
    return Object.fromEntries(
      slots.map((s) => {
        const own = KINDS[s.kind].own(f);
        // A list slot gets B's own id too: the call must fail as a whole.
        if (s === tested) return [s.key, s.list ? [own, value] : value];
        return [s.key, s.list ? [own] : own];
      }),
    );
  }

  interface Outcome {
    status: number;
    body: unknown;
    /** The answer's status and code (REST body, or the first GraphQL error). */
    answer: Answer | undefined;
    /** GraphQL: the field's data is null (or all data is). REST: always true. */
    dataNull: boolean;
  }

  async function runCases(
    label: string,
    cases: Array<{ where: string; slots: Slot[]; send: (values: Record<string, unknown>) => Promise<Outcome> }>,
    auth: Auth,
  ): Promise<{ failures: string[]; count: number }> {
    const failures: string[] = [];
    let count = 0;
    for (const { where, slots, send } of cases) {
      for (const slot of slots) {
        for (const target of KINDS[slot.kind].targets(f)) {
          count += 1;
          const expected = nodeRefusal(slot.kind, target, auth) ?? expectation(`${where} ${slot.key}`, slot.kind, auth);
          const name = `${label} ${where} ${slot.key} = ${target.label}`;
          const missing = KINDS[slot.kind].missing(target);
          const before = await state();
          const onA = await send(slotValues(slots, slot, target.value));
          const onMissing = await send(slotValues(slots, slot, missing));
          const changed = changes(before, await state());
          const show = (o: Outcome) => `${o.status} ${JSON.stringify(o.body)}`;
          if (wrong(onA, expected.answer))
            failures.push(`${name}: expected ${expected.answer.status} ${expected.answer.code}, got ${show(onA)}`);
          if (wrong(onMissing, expected.missing))
            failures.push(
              `${name}: for a missing id expected ${expected.missing.status} ${expected.missing.code}, got ${show(onMissing)}`,
            );
          if (expected.sameAsMissing && normalised(onA, target.value) !== normalised(onMissing, missing)) {
            failures.push(
              `${name}: answers differently than for a missing id (existence oracle): ${show(onA)} vs ${show(onMissing)}`,
            );
          }
          const shown = secretsOfA().filter(
            (secret) => secret !== target.value && JSON.stringify(onA.body).includes(secret),
          );
          if (shown.length) failures.push(`${name}: the answer shows ${shown.join(', ')}`);
          if (changed.length) failures.push(`${name}: changed ${changed.join(', ')}`);
        }
      }
    }
    return { failures, count };

    function wrong(outcome: Outcome, answer: Answer): boolean {
      return outcome.answer?.status !== answer.status || outcome.answer.code !== answer.code || !outcome.dataNull;
    }
  }

  // ---- REST ----------------------------------------------------------------------------------

  function restSlots(route: RestRoute): { slots: Slot[]; problems: string[]; notReferences: string[] } {
    const slots: Slot[] = [];
    const problems: string[] = [];
    const notReferences: string[] = [];
    const context = route.path
      .split('/')
      .filter((s) => s && s !== 'api' && !s.startsWith(':'))
      .reverse();
    const named = [
      ...route.pathParams.map((name) => ({ key: `param.${name}`, name })),
      ...route.queryFields.filter((name) => ID_NAME.test(name)).map((name) => ({ key: `query.${name}`, name })),
      ...(route.bodyFields ?? []).filter((name) => ID_NAME.test(name)).map((name) => ({ key: `body.${name}`, name })),
    ];
    for (const { key, name } of named) {
      const where = `${route.key} ${key}`;
      if (NOT_OBJECT_REFERENCES[where]) {
        notReferences.push(where);
        continue;
      }
      const kind = kindOf(name, context);
      if (!kind) problems.push(`${where}: the matrix does not know what kind of id "${name}" is (teach KIND_BY_NAME)`);
      else slots.push({ key, kind, list: /ids$/i.test(name) });
    }
    if (route.bodyFields === null && !TAKES_NO_OBJECT_ID[route.key] && !RAW_BYTE_BODIES[route.key]) {
      problems.push(
        `${route.key} (${route.handler}) reads a body the matrix cannot see (raw request or untyped @Body()): give it a DTO`,
      );
    }
    return { slots, problems, notReferences };
  }

  function sendRest(client: TestClient, route: RestRoute, values: Record<string, unknown>): Test {
    const fill = REST_VALUES[route.key]?.(f) ?? {};
    const pick = (prefix: string) =>
      Object.fromEntries(
        Object.entries(values)
          .filter(([k]) => k.startsWith(prefix))
          .map(([k, v]) => [k.slice(prefix.length), v]),
      );
    const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(values[`param.${name}`])),
    );
    const request = (client as unknown as Record<string, (url: string) => Test>)[route.method.toLowerCase()]!(path)
      .query({ ...fill.query, ...pick('query.') })
      .set(REST_HEADERS[route.key]?.(f) ?? {});
    return route.bodyFields?.length ? request.send({ ...fill.body, ...pick('body.') }) : request;
  }

  async function runRest(client: TestClient, auth: Auth) {
    const cases = table.routes.map((route) => ({
      where: route.key,
      slots: restSlots(route).slots,
      send: async (values: Record<string, unknown>): Promise<Outcome> => {
        const res = await sendRest(client, route, values);
        // A HEAD answer has no body: its status and the headers it would describe the object with are the answer.
        if (route.method === 'HEAD') {
          const headers = Object.fromEntries(
            Object.entries(res.headers).filter(([name]) => /^(upload-|coffer-|location)/.test(name)),
          );
          return {
            status: res.status,
            body: headers,
            answer: res.status === 404 ? { status: 404, code: 'NOT_FOUND' } : { status: res.status, code: 'answered' },
            dataNull: true,
          };
        }
        const body = res.body as { statusCode?: number; code?: string };
        return {
          status: res.status,
          body: res.body,
          // A success is 'answered': only an exception that documents it (a token that is the credential) expects one.
          answer:
            typeof body.code === 'string'
              ? { status: res.status, code: body.code }
              : res.status < 300
                ? { status: res.status, code: 'answered' }
                : undefined,
          dataNull: true,
        };
      },
    }));
    return runCases(`REST [${auth}]`, cases, auth);
  }

  describe('REST', () => {
    it('knows every route: each takes ids the matrix can fill, or is on the no-id allowlist; nothing is stale', () => {
      const problems: string[] = [];
      const keys = new Set(table.routes.map((r) => r.key));
      const wheres = new Set<string>();
      const ignored = new Set<string>();
      for (const route of table.routes) {
        const { slots, problems: own, notReferences } = restSlots(route);
        problems.push(...own);
        slots.forEach((s) => wheres.add(`${route.key} ${s.key}`));
        notReferences.forEach((where) => ignored.add(where));
        if (TAKES_NO_OBJECT_ID[route.key] && slots.length)
          problems.push(`${route.key} is on the no-id allowlist but takes ${slots.map((s) => s.key).join(', ')}`);
        if (!TAKES_NO_OBJECT_ID[route.key] && !slots.length && !own.length)
          problems.push(
            `${route.key} (${route.handler}) takes no id the matrix can see: add it to TAKES_NO_OBJECT_ID with a reason`,
          );
      }
      for (const key of Object.keys(TAKES_NO_OBJECT_ID))
        if (!keys.has(key)) problems.push(`stale TAKES_NO_OBJECT_ID entry: ${key}`);
      for (const key of Object.keys(REST_VALUES)) if (!keys.has(key)) problems.push(`stale REST_VALUES entry: ${key}`);
      for (const key of [...Object.keys(REST_HEADERS), ...Object.keys(RAW_BYTE_BODIES)])
        if (!keys.has(key)) problems.push(`stale REST_HEADERS/RAW_BYTE_BODIES entry: ${key}`);
      for (const where of Object.keys(NOT_OBJECT_REFERENCES).filter((w) => /^[A-Z]+ \//.test(w)))
        if (!ignored.has(where)) problems.push(`stale NOT_OBJECT_REFERENCES entry: ${where}`);
      for (const { where } of EXCEPTIONS.filter((e) => /^[A-Z]+ \//.test(e.where))) {
        if (!wheres.has(where)) problems.push(`stale EXCEPTIONS entry: ${where}`);
      }
      for (const other of table.others)
        if (!NOT_CONTROLLER_ROUTES.some(([pattern]) => pattern.test(other)))
          problems.push(`router route no controller declares: ${other}`);
      for (const [pattern] of NOT_CONTROLLER_ROUTES)
        if (!table.others.some((o) => pattern.test(o))) problems.push(`stale NOT_CONTROLLER_ROUTES entry: ${pattern}`);
      expect(problems).toEqual([]);
      expect(table.routes.filter((r) => restSlots(r).slots.length).length).toBeGreaterThan(0);
    });

    it.each<[string, Auth]>([
      ['a session cookie', 'session'],
      ['a personal access token', 'token'],
    ])(
      "answers B (%s) on A's objects exactly as on missing ones, with not-found, and changes nothing",
      async (_, auth) => {
        const { failures, count } = await runRest(auth === 'session' ? f.b.session : f.b.bearer, auth);
        expect(failures).toEqual([]);
        expect(count).toBeGreaterThan(0);
      },
      // As over GraphQL: a snapshot of both accounts before and after each case.
      120_000,
    );

    it("shows B nothing of A's on the routes that take no id", async () => {
      const leaks: string[] = [];
      for (const route of table.routes.filter((r) => r.method === 'GET' && TAKES_NO_OBJECT_ID[r.key])) {
        const res = await sendRest(f.b.session, route, {});
        if (res.status >= 500) leaks.push(`${route.key}: ${res.status}`);
        const body = JSON.stringify(res.body);
        for (const secret of secretsOfA()) if (body.includes(secret)) leaks.push(`${route.key} shows ${secret}`);
      }
      expect(leaks).toEqual([]);
    });
  });

  // ---- GraphQL -------------------------------------------------------------------------------

  function rootFields(operation: Operation): SchemaField[] {
    const name = schema.roots[operation];
    return name ? (schema.types.get(name)?.fields ?? []) : [];
  }

  function inputFieldsOf(ref: TypeRef): InputValue[] {
    return schema.types.get(namedType(ref).name!)?.inputFields ?? [];
  }

  function graphqlSlots(operation: Operation, field: SchemaField): { slots: Slot[]; problems: string[] } {
    const slots: Slot[] = [];
    const problems: string[] = [];
    const walk = (values: InputValue[], path: string[], seen: Set<string>) => {
      for (const value of values) {
        const at = [...path, value.name];
        const named = namedType(value.type);
        if (named.kind === 'INPUT_OBJECT') {
          if (!seen.has(named.name!)) walk(inputFieldsOf(named), at, new Set([...seen, named.name!]));
          continue;
        }
        if (!(named.name === 'ID' || (named.kind === 'SCALAR' && ID_NAME.test(value.name)))) continue;
        const where = `${rootName(operation)}.${field.name} ${at.join('.')}`;
        if (NOT_OBJECT_REFERENCES[where]) continue;
        const kind = kindOf(value.name, [...path].reverse().concat(field.name));
        if (!kind)
          problems.push(`${where}: the matrix does not know what kind of id "${value.name}" is (teach KIND_BY_NAME)`);
        else slots.push({ key: at.join('.'), kind, list: isList(value.type) });
      }
    };
    walk(field.args, [], new Set());
    return { slots, problems };
  }

  /** A mutation payload's result fields (beside `userErrors`, where it answers refusals); null for other types. */
  function payloadResults(ref: TypeRef): SchemaField[] | null {
    const fields = schema.types.get(namedType(ref).name!)?.fields;
    if (!fields?.some((field) => field.name === 'userErrors')) return null;
    return fields.filter((field) => field.name !== 'userErrors');
  }

  function rootName(operation: Operation): string {
    return schema.roots[operation] ?? operation;
  }

  const OMIT = Symbol('omit');

  function valueFor(field: SchemaField, value: InputValue, path: string[], slots: Record<string, unknown>): unknown {
    const key = path.join('.');
    if (key in slots) return slots[key];
    const byName = GRAPHQL_VALUES[`${field.name}.${value.name}`] ?? GRAPHQL_VALUES[value.name];
    if (byName) return byName(f);
    if (!isRequired(value)) return OMIT;
    return generated(field, value.type, path, slots);
  }

  function generated(field: SchemaField, ref: TypeRef, path: string[], slots: Record<string, unknown>): unknown {
    if (ref.kind === 'NON_NULL') return generated(field, ref.ofType!, path, slots);
    if (ref.kind === 'LIST') return [generated(field, ref.ofType!, path, slots)];
    const type = schema.types.get(ref.name!)!;
    const where = `${field.name} ${path.join('.')}`;
    switch (type.kind) {
      case 'ENUM':
        return type.enumValues![0]!.name;
      case 'INPUT_OBJECT':
        return Object.fromEntries(
          type
            .inputFields!.map((input) => [input.name, valueFor(field, input, [...path, input.name], slots)])
            .filter(([, v]) => v !== OMIT),
        );
      case 'SCALAR':
        switch (type.name) {
          case 'String':
            return `b-${f.tag}`;
          case 'Int':
          case 'Float':
            return 1;
          case 'Boolean':
            return false;
          case 'DateTime':
            return new Date().toISOString();
          default:
            throw new Error(
              `${where}: no value for scalar ${type.name}${UNSENDABLE_SCALARS[type.name] ? ` (${UNSENDABLE_SCALARS[type.name]})` : ''}`,
            );
        }
      default:
        throw new Error(`${where}: cannot send a ${type.kind}`);
    }
  }

  /** Every field below `ref` down to `depth`; `first` pages nested lists as the root's (default: their own default page). */
  function selectAll(ref: TypeRef, depth: number, first?: number): string {
    const type = schema.types.get(namedType(ref).name!)!;
    if (type.kind === 'SCALAR' || type.kind === 'ENUM') return '';
    // A payload's userErrors are its answer when the mutation did not apply.
    if (type.kind === 'OBJECT' && depth === 0 && type.fields!.some((field) => field.name === 'userErrors'))
      return ' { __typename userErrors { code } }';
    if (type.kind !== 'OBJECT' || depth === 0) return ' { __typename }';
    // A connection's `nodes` repeat its edges' nodes: selecting both would only double the query's cost.
    const fields = type.fields!.filter(
      (field) =>
        field.args.every((arg) => !isRequired(arg)) && !(field.name === 'nodes' && type.name.endsWith('Connection')),
    );
    const paged = (field: SchemaField) =>
      first !== undefined && field.args.some((arg) => arg.name === 'first') ? `(first: ${first})` : '';
    return ` { ${fields.map((field) => `${field.name}${paged(field)}${selectAll(field.type, depth - 1, first)}`).join(' ')} }`;
  }

  function operation(kind: Operation, field: SchemaField, slots: Record<string, unknown>, selection: string) {
    const declarations: string[] = [];
    const args: string[] = [];
    const variables: Record<string, unknown> = {};
    field.args.forEach((arg, i) => {
      const value = valueFor(field, arg, [arg.name], slots);
      if (value === OMIT) return;
      declarations.push(`$v${i}: ${typeString(arg.type)}`);
      args.push(`${arg.name}: $v${i}`);
      variables[`v${i}`] = value;
    });
    const query = `${kind} Probe${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
    return { query, variables };
  }

  async function runGraphql(client: TestClient, auth: Auth) {
    const cases = (['query', 'mutation'] as const).flatMap((kind) =>
      rootFields(kind).map((field) => ({
        where: `${rootName(kind)}.${field.name}`,
        slots: graphqlSlots(kind, field).slots,
        send: async (values: Record<string, unknown>): Promise<Outcome> => {
          // Only the type name (and a payload's refusals): nothing else is needed, and nothing else may leak.
          const results = payloadResults(field.type);
          const selection = results
            ? ` { __typename userErrors { code } ${results.map((r) => `${r.name}${selectAll(r.type, 0)}`).join(' ')} }`
            : selectAll(field.type, 0);
          const res = await client.post('/api/graphql').send(operation(kind, field, values, selection));
          const body = res.body as {
            data?: Record<string, ({ userErrors?: Array<{ code: string }> } & Record<string, unknown>) | null> | null;
            errors?: Array<{ extensions?: { code?: string; statusCode?: number } }>;
          };
          const error = body.errors?.length === 1 ? body.errors[0]!.extensions : undefined;
          // The tested id is last in a list slot (slotValues): `nodes` answers null in its place.
          const answered = body.data?.[field.name];
          const nullAnswer =
            !body.errors && (answered === null || (Array.isArray(answered) && answered.at(-1) === null));
          const [refusal] = answered?.userErrors ?? [];
          return {
            status: res.status,
            body,
            answer: nullAnswer
              ? NULL_ANSWER
              : refusal
                ? USER_ERROR(refusal.code)
                : error?.code !== undefined && error.statusCode !== undefined
                  ? { status: error.statusCode, code: error.code }
                  : undefined,
            // A payload's result is its fields beside userErrors: all null when refused; a list's
            // is its last item (the one tested), null when refused in its place.
            dataNull:
              nullAnswer ||
              answered == null ||
              (Array.isArray(answered) && answered.at(-1) === null) ||
              (results !== null && results.every((r) => answered[r.name] === null)),
          };
        },
      })),
    );
    return runCases(`GraphQL [${auth}]`, cases, auth);
  }

  describe('GraphQL', () => {
    it('finds an object for every id argument of every query, mutation and subscription field; nothing is stale', () => {
      const problems: string[] = [];
      const wheres = new Set<string>();
      for (const kind of ['query', 'mutation', 'subscription'] as const) {
        for (const field of rootFields(kind)) {
          const { slots, problems: own } = graphqlSlots(kind, field);
          problems.push(...own);
          slots.forEach((s) => wheres.add(`${rootName(kind)}.${field.name} ${s.key}`));
          // Subscriptions are not run: one that takes an id needs a case of its own.
          if (kind === 'subscription' && slots.length)
            problems.push(`${rootName(kind)}.${field.name} takes an id; the matrix does not run subscriptions`);
          // Every id-taking field must be sendable (throws on a value the matrix cannot make).
          if (slots.length) {
            const first = KINDS[slots[0]!.kind];
            operation(kind, field, slotValues(slots, slots[0]!, first.missing(first.targets(f)[0]!)), '');
          }
        }
      }
      for (const { where } of EXCEPTIONS.filter((e) => !/^[A-Z]+ \//.test(e.where)))
        if (!wheres.has(where)) problems.push(`stale EXCEPTIONS entry: ${where}`);
      for (const where of Object.keys(NOT_OBJECT_REFERENCES).filter((w) => !/^[A-Z]+ \//.test(w))) {
        const [fieldPath, key] = where.split(' ');
        const field = (['query', 'mutation'] as const)
          .flatMap((k) => rootFields(k).map((fl) => ({ at: `${rootName(k)}.${fl.name}`, fl })))
          .find((x) => x.at === fieldPath);
        if (
          !field ||
          !key!.split('.').reduce<InputValue[] | null>((values, name, i, all) => {
            const value = values?.find((v) => v.name === name);
            if (!value) return null;
            return i === all.length - 1 ? [value] : inputFieldsOf(value.type);
          }, field.fl.args)
        )
          problems.push(`stale NOT_OBJECT_REFERENCES entry: ${where}`);
      }
      expect(problems).toEqual([]);
      expect(wheres.size).toBeGreaterThan(0);
    });

    it.each<[string, Auth]>([
      ['a session cookie', 'session'],
      ['a personal access token', 'token'],
    ])(
      "answers B (%s) on A's objects exactly as on missing ones, with not-found, and changes nothing",
      async (_, auth) => {
        const { failures, count } = await runGraphql(auth === 'session' ? f.b.session : f.b.bearer, auth);
        expect(failures).toEqual([]);
        expect(count).toBeGreaterThan(0);
      },
      // Hundreds of cases, each with a snapshot of both accounts before and after.
      120_000,
    );

    // The fields of an object (a link's access log, a file's versions and links) are only reached
    // through the object: B asks node(id:) for A's object of every type with every field of the
    // type selected, and must get null, exactly as for a missing object of that type.
    async function runNodeFields(client: TestClient, auth: Auth) {
      const send = async (values: Record<string, unknown>): Promise<Outcome> => {
        const id = values['id'] as string;
        const type = parseGlobalId(id)!.type;
        const fields = (schema.types.get(type)?.fields ?? []).filter((field) =>
          field.args.every((a) => !isRequired(a)),
        );
        const selection = fields.map((field) => `${field.name}${selectAll(field.type, 1)}`).join(' ');
        const res = await client.post('/api/graphql').send({
          query: `query Probe($id: ID!) { node(id: $id) { __typename ... on ${type} { ${selection} } } }`,
          variables: { id },
        });
        const body = res.body as {
          data?: { node?: unknown } | null;
          errors?: Array<{ extensions?: { code?: string; statusCode?: number } }>;
        };
        const error = body.errors?.length === 1 ? body.errors[0]!.extensions : undefined;
        const nullAnswer = !body.errors && body.data?.node === null;
        return {
          status: res.status,
          body,
          answer: nullAnswer
            ? NULL_ANSWER
            : error?.code !== undefined && error.statusCode !== undefined
              ? { status: error.statusCode, code: error.code }
              : undefined,
          dataNull: body.data?.node == null,
        };
      };
      const slots: Slot[] = [{ key: 'id', kind: 'node', list: false }];
      return runCases(`GraphQL [${auth}]`, [{ where: 'Query.node { every field }', slots, send }], auth);
    }

    it.each<[string, Auth]>([
      ['a session cookie', 'session'],
      ['a personal access token', 'token'],
    ])(
      "answers B (%s) nothing of what lies below A's objects (node(id:) with every field selected), as for missing ones",
      async (_, auth) => {
        const { failures, count } = await runNodeFields(auth === 'session' ? f.b.session : f.b.bearer, auth);
        expect(failures).toEqual([]);
        expect(count).toBe(globalIdsOfA(f).length);
      },
      60_000,
    );

    // The schema's nested routes to ids (items in pages, shared files and their link tokens, link
    // lists, a request's files) hang off queries that take no id: B asks each of them for everything,
    // A's folder path and name as arguments, and must see nothing of A's. A selection over the
    // operation's cost limit (a request's files' items' versions and links) is asked again with
    // nested lists paged as the root is (`first`: more than B has in any of them).
    it("shows B nothing of A's through every query that takes no id, with every nested field selected", async () => {
      const leaks: string[] = [];
      const ask = (field: SchemaField, first?: number) =>
        f.b.session.post('/api/graphql').send(operation('query', field, {}, selectAll(field.type, 5, first)));
      for (const field of rootFields('query').filter((fl) => !graphqlSlots('query', fl).slots.length)) {
        let res = await ask(field);
        if (res.body.errors?.[0]?.extensions?.code === 'QUERY_TOO_COMPLEX')
          res = await ask(field, GRAPHQL_VALUES['first']!(f) as number);
        // A folder has no versions (asked of every item of a listing): an answer about the item, not the caller.
        const errors = ((res.body.errors ?? []) as Array<{ extensions?: { code?: string } }>).filter(
          (e) => e.extensions?.code !== 'NOT_A_FILE',
        );
        if (res.status !== 200 || errors.length) leaks.push(`${field.name}: ${res.status} ${JSON.stringify(errors)}`);
        const body = JSON.stringify(res.body);
        for (const secret of secretsOfA()) if (body.includes(secret)) leaks.push(`${field.name} shows ${secret}`);
      }
      expect(leaks).toEqual([]);
    });
  });

  // ---- signed download URLs ------------------------------------------------------------------

  describe('signed download URLs', () => {
    it("refuses B's signed download URL on A's file, and A's URL rewritten to name B, whoever sends it; nothing changes", async () => {
      const aUrl = new URL(f.a.downloadUrl);
      const bUrl = new URL(
        (await gql(f.b.session, 'query($id: ID!) { item(id: $id) { downloadUrl } }', { id: f.b.file })).item
          .downloadUrl as string,
      );
      const rewritten = (url: URL, change: (u: URL) => void) => {
        const u = new URL(url);
        change(u);
        return u.pathname + u.search;
      };
      const attempts = [
        // B's signature, on A's file.
        `/api/files/download/${f.a.file}${bUrl.search}`,
        // B's signature, on A's file and A's content.
        rewritten(bUrl, (u) => {
          u.pathname = `/api/files/download/${f.a.file}`;
          u.searchParams.set('c', aUrl.searchParams.get('c')!);
        }),
        // A's signature, naming B as the reader.
        rewritten(aUrl, (u) => u.searchParams.set('v', f.b.id)),
        // A's signature, naming B's token.
        rewritten(aUrl, (u) => u.searchParams.set('t', f.b.accessTokenId)),
      ];
      const before = await state();
      const failures: string[] = [];
      for (const path of attempts)
        for (const [who, client] of [
          ['anonymous', testClient(t.server)],
          ['B session', f.b.session],
          ['B token', f.b.bearer],
        ] as const) {
          const res = await client.get(path);
          if (res.status !== 403 || res.body.code !== 'DOWNLOAD_URL_INVALID' || res.body.statusCode !== 403)
            failures.push(`${who} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      expect(failures).toEqual([]);
      expect(await state()).toEqual(before);
      // The control: A's URL as made works, with no credentials.
      await testClient(t.server)
        .head(aUrl.pathname + aUrl.search)
        .expect(200);
    });
  });

  // ---- share rules on every byte route and field ---------------------------------------------

  // A listed recipient reaches a file through a link only under that link's rules: without its
  // password, and once its download limit is used up, every route that serves the bytes (found
  // in the route table: handlers that write the response themselves) and every route and field
  // that opens a link by token refuses, serves nothing and counts nothing.
  // ---- folder link grants --------------------------------------------------------------------

  // A grant of B's folder link names items and sub-paths in the query and path: A's items (and
  // B's own outside the folder), paths above the shared folder and odd sub-paths answer exactly as
  // an id that names nothing, to anyone, and change nothing.
  describe('folder link grants', () => {
    it("reach nothing of A's, nothing above the shared folder and no odd sub-path; nothing changes", async () => {
      const created = await f.b.session.post('/api/share/create').send({ folderId: f.b.folder, scope: 'public' });
      expect(created.status).toBe(201);
      const opened = await testClient(t.server).post(`/api/share/access/${created.body.token}`).send({});
      expect(opened.status).toBe(200);
      const url = new URL(opened.body.browseUrl as string);
      const [root, grant] = [url.pathname, url.search];
      const ids = [f.a.file, f.a.folder, f.a.trashed, f.a.version, f.b.file, f.b.trashed, randomUUID()];
      const attempts = [
        ...ids.flatMap((id) => [
          `${root}/file/${id}${grant}`,
          `${root}/thumbnail/${id}${grant}`,
          `${root}/zip${grant}&ids=${id}`,
          `${root}/zip${grant}&ids=${encodeURIComponent(toGlobalId('Item', id))}`,
        ]),
        ...['..', '../..', '/', '.', 'a/../..', '../x', '//', 'x/', '\\..', f.a.folder, `../${f.a.folder}`].map(
          (path) => `${root}${grant}&path=${encodeURIComponent(path)}`,
        ),
        // Separators encoded twice, and raw in the query.
        `${root}${grant}&path=%252E%252E%252F`,
        `${root}${grant}&path=../`,
      ];
      const before = await state();
      const failures: string[] = [];
      for (const path of attempts)
        for (const [who, client] of [
          ['anonymous', testClient(t.server)],
          ['B session', f.b.session],
          ['B token', f.b.bearer],
        ] as const) {
          const res = await client.get(path);
          if (res.status !== 404 || res.body.code !== 'FILE_NOT_FOUND')
            failures.push(`${who} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      expect(failures).toEqual([]);
      expect(await state()).toEqual(before);
      // The control: the grant lists the shared folder.
      expect((await testClient(t.server).get(`${root}${grant}`)).status).toBe(200);
    });
  });

  // WebDAV names items by path in the caller's own tree, so B reaches A's items only by guessing
  // A's names, ids or lock tokens. Every method B may send, on every such guess (A's folder and
  // file names, A's ids as names, A's lock token, Destinations into A's names), must answer exactly
  // as the same request naming something that does not exist, and change nothing.
  describe('WebDAV', () => {
    const METHODS = [
      'OPTIONS',
      'GET',
      'HEAD',
      'PUT',
      'DELETE',
      'PROPFIND',
      'PROPPATCH',
      'MKCOL',
      'COPY',
      'MOVE',
      'LOCK',
      'UNLOCK',
    ];
    const LOCK_BODY =
      '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>';
    const PROPPATCH_BODY =
      '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:"><D:set><D:prop><Z:x xmlns:Z="urn:z">1</Z:x></D:prop></D:set></D:propertyupdate>';

    it('serves exactly the methods the matrix sends', async () => {
      const res = await testClient(t.server).options('/dav/');
      expect(String(res.headers['allow']).split(', ').sort()).toEqual([...METHODS].sort());
    });

    it("reaches nothing of A's: every method on A's names, ids and lock token answers as for a missing one; nothing changes", async () => {
      const basic = `Basic ${Buffer.from(`${f.b.email}:${f.b.token}`).toString('base64')}`;
      const dav = (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
        const test = davRequest(t.server, method, path).set('Authorization', basic);
        for (const [k, v] of Object.entries(headers)) test.set(k, v);
        return body === undefined ? test : test.send(body);
      };
      // B's own file to act from, and a lock A holds on its own file.
      const own = `/dav/own-dav-${f.tag}.txt`;
      expect((await dav('PUT', own, {}, `own ${f.tag}`)).status).toBe(201);
      const [aLock] = await db.query<Array<{ id: string }>>(
        `INSERT INTO dav_lock (user_id, path, deep, exclusive, timeout_seconds, expires_at)
         VALUES ($1, $2, false, true, 3600, now() + interval '1 hour') RETURNING id`,
        [f.a.id, `/${f.a.folderName}/${f.a.fileName}`],
      );
      const aToken = `urn:uuid:${aLock!.id}`;
      const missingToken = `urn:uuid:${randomUUID()}`;
      const enc = encodeURIComponent;
      // A's folder sits at the root of A's tree: under B's name it is a name B may create, so only
      // the methods that create nothing are sent to it. Names inside it have no parent for B.
      const atRoot: Array<[string, string]> = [[`/dav/${enc(f.a.folderName)}/`, `/dav/missing-${f.tag}/`]];
      const inside: Array<[string, string]> = [
        [`/dav/${enc(f.a.folderName)}/${enc(f.a.fileName)}`, `/dav/missing-${f.tag}/${enc(f.a.fileName)}`],
        [`/dav/${enc(f.a.folderName)}/${f.a.file}`, `/dav/missing-${f.tag}/${f.a.file}`],
        [`/dav/${f.a.folder}/${f.a.file}`, `/dav/${randomUUID()}/${f.a.file}`],
      ];
      const creates = new Set([
        'PUT',
        'MKCOL',
        'LOCK',
        'COPY onto',
        'MOVE onto',
        'COPY onto, no overwrite',
        'MOVE onto, no overwrite',
      ]);
      const cases: Array<{ name: string; send: (path: string) => Test }> = [];
      for (const method of METHODS.filter((m) => m !== 'OPTIONS')) {
        const body =
          method === 'LOCK' ? LOCK_BODY : method === 'PROPPATCH' ? PROPPATCH_BODY : method === 'PUT' ? 'x' : undefined;
        const headers: Record<string, string> =
          method === 'PROPFIND' ? { Depth: '1' } : method === 'UNLOCK' ? { 'Lock-Token': `<${missingToken}>` } : {};
        if (method === 'COPY' || method === 'MOVE') {
          // A's names as the source, and as the Destination of B's own file.
          cases.push({
            name: `${method} from`,
            send: (path) => dav(method, path, { Destination: `/dav/b-target-${f.tag}.txt` }),
          });
          cases.push({ name: `${method} onto`, send: (path) => dav(method, own, { Destination: path }) });
          cases.push({
            name: `${method} onto, no overwrite`,
            send: (path) => dav(method, own, { Destination: path, Overwrite: 'F' }),
          });
        } else {
          cases.push({ name: method, send: (path) => dav(method, path, headers, body) });
        }
      }
      const before = await state();
      const failures: string[] = [];
      for (const { name, send } of cases)
        for (const [guess, missing] of creates.has(name) ? inside : [...atRoot, ...inside]) {
          const [got, control] = [await send(guess), await send(missing)];
          if (normalised(got, guess) !== normalised(control, missing) || got.status < 400)
            failures.push(`${name} ${guess}: ${got.status} ${JSON.stringify(got.body)} (missing: ${control.status})`);
        }
      // A's lock token, submitted by B on B's own file and on B's own unlock, is any unknown token.
      for (const [label, make] of [
        ['If on a PUT', (token: string) => dav('PUT', own, { If: `(<${token}>)` }, 'y')],
        ['If on a PROPPATCH', (token: string) => dav('PROPPATCH', own, { If: `(<${token}>)` }, PROPPATCH_BODY)],
        ['UNLOCK', (token: string) => dav('UNLOCK', own, { 'Lock-Token': `<${token}>` })],
        ['a LOCK refresh', (token: string) => dav('LOCK', own, { If: `(<${token}>)` })],
      ] as const) {
        const [got, control] = [await make(aToken), await make(missingToken)];
        if (normalised(got, aToken) !== normalised(control, missingToken) || got.status < 400)
          failures.push(
            `${label} with A's lock token: ${got.status} ${JSON.stringify(got.body)} (unknown token: ${control.status})`,
          );
      }
      expect(failures).toEqual([]);
      expect(changes(before, await state())).toEqual([]);
      await db.query('DELETE FROM dav_lock WHERE id = $1', [aLock!.id]);
    });
  });

  describe('share rules: a listed recipient without the password, and at the limit', () => {
    /** Where a missing password is the share page's 401 (the REST share page answers 401; a 401 elsewhere would sign the person out); elsewhere 403. */
    const PASSWORD_401 = new Set([
      'GET /api/share/access/:token',
      'POST /api/share/access/:token',
      'Mutation.shareAccess',
      'Mutation.shareFolderAccess',
    ]);

    function ruleAnswer(rule: RuleCase, where: string, kinds: Kind[]): Answer {
      // These links name files, and a file link signs no browse grant: its signatures open no
      // folder route (folder links' passwords and limits: folder-links.e2e-spec.ts).
      if (where.startsWith('GET /api/share/browse/')) return { status: 403, code: 'DOWNLOAD_URL_INVALID' };
      if (rule === 'limited') return { status: 403, code: 'SHARE_LIMIT_REACHED' };
      // A signed URL from before the password was set is void (the password bumps the link's secret).
      if (kinds.includes('link')) return { status: 403, code: 'DOWNLOAD_URL_INVALID' };
      return { status: PASSWORD_401.has(where) ? 401 : 403, code: 'PASSWORD_REQUIRED' };
    }

    function ruleValue(rule: RuleCase, kind: Kind): string | undefined {
      const r = f.rules[rule];
      return kind === 'item' ? r.file : kind === 'shareToken' ? r.token : kind === 'link' ? r.signed.linkId : undefined;
    }

    async function counts(): Promise<number[]> {
      const rows: Array<{ access_count: number }> = await db.query(
        'SELECT access_count FROM share_link WHERE id = ANY($1::uuid[]) ORDER BY id',
        [[f.rules.locked.signed.linkId, f.rules.limited.signed.linkId]],
      );
      return rows.map((r) => r.access_count);
    }

    function ruleRoutes(): RestRoute[] {
      // Opening a link by token (a share route that reads, or posts, with the link's password); PATCH changes it (owner only).
      const opens = (r: RestRoute) =>
        r.path.startsWith('/api/share/') &&
        (r.method === 'GET' || r.method === 'POST') &&
        restSlots(r).slots.some((s) => s.kind === 'shareToken') &&
        [...r.queryFields, ...(r.bodyFields ?? [])].includes('password');
      // Byte routes: a GET that writes its own response for an object it names (a listing streams too, but names none).
      // Versions and archives are the owner's alone (never shared): their downloads are not a recipient's
      // routes (a recipient's id answers as a missing one there, which the matrix above checks).
      const servesBytes = (r: RestRoute) =>
        r.streamsResponse &&
        r.method === 'GET' &&
        restSlots(r).slots.length > 0 &&
        !restSlots(r).slots.some((s) => s.kind === 'version') &&
        r.path !== '/api/files/zip';
      return table.routes.filter((r) => servesBytes(r) || opens(r));
    }

    function ruleFields(): Array<{ operation: Operation; field: SchemaField }> {
      return (['query', 'mutation'] as const).flatMap((operation) =>
        rootFields(operation)
          .filter(
            (field) =>
              graphqlSlots(operation, field).slots.some((s) => s.kind === 'shareToken') &&
              field.args.some((arg) => arg.name === 'password'),
          )
          .map((field) => ({ operation, field })),
      );
    }

    it('finds the byte routes and the link-opening routes and fields, and can fill each of them', () => {
      const problems: string[] = [];
      for (const route of ruleRoutes()) {
        for (const slot of restSlots(route).slots)
          if (!ruleValue('locked', slot.kind))
            problems.push(`${route.key} ${slot.key}: no share-rule value for a ${slot.kind}`);
      }
      for (const { operation, field } of ruleFields()) {
        const extra = field.args.filter(
          (arg) => isRequired(arg) && !graphqlSlots(operation, field).slots.some((s) => s.key === arg.name),
        );
        if (extra.length)
          problems.push(`${rootName(operation)}.${field.name} needs ${extra.map((a) => a.name).join(', ')}`);
      }
      expect(problems).toEqual([]);
      expect(
        ruleRoutes()
          .filter((r) => r.streamsResponse)
          .map((r) => r.key),
      ).toEqual(
        expect.arrayContaining([
          'GET /api/files/download/:id',
          'GET /api/share/download/:linkId',
          'GET /api/files/:fileId/thumbnail',
          'GET /api/share/thumbnail/:linkId',
        ]),
      );
      expect(ruleRoutes().filter((r) => !r.streamsResponse).length).toBeGreaterThanOrEqual(3);
      expect(ruleFields().length).toBeGreaterThanOrEqual(2);
    });

    it.each<[RuleCase]>([['locked'], ['limited']])(
      'refuses C (%s) on every byte route and link-opening route, serving and counting nothing',
      async (rule) => {
        const failures: string[] = [];
        let count = 0;
        for (const route of ruleRoutes()) {
          const slots = restSlots(route).slots;
          const values = Object.fromEntries(slots.map((s) => [s.key, ruleValue(rule, s.kind)!]));
          const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[`param.${name}`]!));
          const before = await counts();
          const request = (f.rules.c as unknown as Record<string, (url: string) => Test>)[route.method.toLowerCase()]!(
            path,
          ).query(
            slots.some((s) => s.kind === 'link')
              ? route.path.startsWith('/api/share/thumbnail/')
                ? f.rules[rule].signed.thumbnailQuery
                : f.rules[rule].signed.query
              : {},
          );
          const res = await (route.bodyFields?.length ? request.send({}) : request);
          count += 1;
          const expected = ruleAnswer(
            rule,
            route.key,
            slots.map((s) => s.kind),
          );
          const body = res.body as { code?: string };
          if (res.status !== expected.status || body.code !== expected.code)
            failures.push(
              `${route.key} [${rule}]: expected ${expected.status} ${expected.code}, got ${res.status} ${JSON.stringify(res.body)}`,
            );
          if (Buffer.isBuffer(res.body) || String(res.headers['content-type'] ?? '').startsWith('image/'))
            failures.push(`${route.key} [${rule}]: served bytes`);
          if (JSON.stringify(await counts()) !== JSON.stringify(before))
            failures.push(`${route.key} [${rule}]: counted an access`);
        }
        for (const { operation, field } of ruleFields()) {
          const where = `${rootName(operation)}.${field.name}`;
          const slot = graphqlSlots(operation, field).slots.find((s) => s.kind === 'shareToken')!;
          const before = await counts();
          const res = await f.rules.c.post('/api/graphql').send({
            query: `${operation} Probe($t: String!) { ${field.name}(${slot.key}: $t)${selectAll(field.type, 0)} }`,
            variables: { t: f.rules[rule].token },
          });
          count += 1;
          const error = res.body.errors?.[0]?.extensions as { code?: string; statusCode?: number } | undefined;
          const expected = ruleAnswer(rule, where, [slot.kind]);
          if (error?.statusCode !== expected.status || error.code !== expected.code || res.body.data?.[field.name]) {
            failures.push(
              `${where} [${rule}]: expected ${expected.status} ${expected.code}, got ${JSON.stringify(res.body)}`,
            );
          }
          if (JSON.stringify(await counts()) !== JSON.stringify(before))
            failures.push(`${where} [${rule}]: counted an access`);
        }
        expect(failures).toEqual([]);
        expect(count).toBeGreaterThanOrEqual(6);
      },
    );
  });
});
