export { createTestApp, TestClock, type TestApp, type RecordedResponse } from './create-test-app';
export {
  randomEmail,
  randomClientAddress,
  registerUser,
  signedInClient,
  testClient,
  STRONG_PASSWORD,
  type NewUser,
  type SignedInClient,
  type TestClient,
} from './clients';
export {
  uploadFiles,
  streamUpload,
  PNG_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  type TestFile,
  type StreamingUpload,
} from './uploads';
export { accountState, storageState } from './storage-state';
export { onEmbeddedTestDatabase } from './database/test-database';
export { authenticatorCode, enrolledUser, nextCodeStep, type EnrolledUser } from './second-factor';
export { SoftwarePasskey } from './software-passkey';
export {
  startOidcProvider,
  ssoCallback,
  ssoSignIn,
  ssoStart,
  type OidcClient,
  type TestOidcProvider,
} from './oidc-provider';
export { createAppPassword, davClient, davRequest, bufferBody, type DavClient } from './dav';
export { findLeakedSecrets } from './secret-scan';
export {
  startServerProcess,
  runFsck,
  runCli,
  processStats,
  openFilesUnder,
  connectionsOnPort,
  signUpOn,
  freePort,
  type ServerProcess,
} from './server-process';
export { restRouteTable, type RestRoute, type RouteTable } from './route-table';
export {
  introspectSchema,
  INTROSPECTION_QUERY,
  isList,
  isRequired,
  namedType,
  typeString,
  type InputValue,
  type IntrospectedSchema,
  type SchemaField,
  type SchemaType,
  type TypeRef,
} from './graphql-schema';
export { startTestSmtp, linkIn, testSmtpAt, type ReceivedMail, type TestSmtpServer } from './smtp';
export { nextAppMail, nextOutboxMail, verifyAddress, verifyAddressOn } from './mailbox';
export { openGraphqlSocket, type GraphqlSocket, type SocketClose } from './graphql-socket';
export { timePairs } from './timing';
export { startTestS3, type TestS3 } from './s3';
export { FillingDisk } from './filling-disk';
export { pdfWithPages, bombPng, pngChunk, withPrivateChunk } from './thumbnail-fixtures';
export { unzipEntries } from './unzip';
