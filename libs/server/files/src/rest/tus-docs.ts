import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { ApiErrors, ApiOptionalSignIn, ApiSignedIn } from '@coffer/server-core';

// OpenAPI for the tus 1.0.0 endpoints: an account's at /api/uploads, a file request's visitors'
// at /api/drop/{token}/uploads. tus speaks in headers, so the routes are described by their
// request and response headers (docs/api.md, Resumable uploads).

/** Who may use an endpoint: a signed-in account, or a file request's visitor holding a grant. */
export type TusCaller = 'account' | 'visitor';

/** Fresh decorators each time: they keep per-route state. */
const credentials = (caller: TusCaller) =>
  caller === 'account'
    ? [ApiSignedIn()]
    : [
        ApiOptionalSignIn(),
        ApiHeader({
          name: 'Coffer-Drop-Grant',
          required: true,
          description: "The visitor's grant (POST /api/drop/{token}/access).",
          schema: { type: 'string' },
        }),
      ];

const tusResumable = () =>
  ApiHeader({
    name: 'Tus-Resumable',
    required: true,
    description: 'Must be 1.0.0.',
    schema: { type: 'string', enum: ['1.0.0'] },
  });
const uploadId = () => ApiParam({ name: 'id', description: 'The upload id from the Location of the creation answer.' });
/** The requests on one upload: the caller who created it, speaking tus 1.0.0. */
const onAnUpload = (caller: TusCaller) => [...credentials(caller), tusResumable(), uploadId()];
const header = (description: string) => ({ description, schema: { type: 'string' } });
const STATE_HEADERS = {
  'Tus-Resumable': header('1.0.0'),
  'Upload-Offset': header('Bytes written to disk so far; resume from here.'),
  'Upload-Length': header('The declared length.'),
  'Upload-Expires': header('While unfinished: when the upload is discarded.'),
  'Coffer-Item-Id': header('Once complete: the stored item.'),
};

export function ApiTusOptions() {
  return applyDecorators(
    ApiOperation({ summary: 'What this tus server supports' }),
    ApiResponse({
      status: 204,
      description: 'Capabilities.',
      headers: {
        'Tus-Version': header('1.0.0'),
        'Tus-Extension': header('creation,creation-with-upload,termination,expiration,checksum'),
        'Tus-Max-Size': header('The largest accepted file in bytes.'),
        'Tus-Checksum-Algorithm': header('sha256'),
      },
    }),
  );
}

export function ApiTusCreate(caller: TusCaller = 'account') {
  return applyDecorators(
    ApiOperation({
      summary: 'Create a resumable upload',
      description:
        'Checks the size limit, the name and path rules, the metadata (no NUL; filetype a media type an accepted type agrees with; the share options) and the quota, before any byte is taken, and reserves Upload-Length from the quota. A body sent as application/offset+octet-stream is the first chunk; when it is refused, the upload and its reservation are gone and the answer has no Location.',
    }),
    ...credentials(caller),
    tusResumable(),
    ApiHeader({
      name: 'Upload-Length',
      required: true,
      description: 'The file size in bytes (deferred lengths are refused).',
      schema: { type: 'integer' },
    }),
    ApiHeader({
      name: 'Upload-Metadata',
      required: true,
      description:
        'tus metadata (`key base64value` pairs): filename (required), filetype, relativePath, parentPath, shareType, expiry, emails.',
    }),
    ApiHeader({ name: 'Upload-Checksum', required: false, description: '`sha256 <base64>` of the body, if any.' }),
    ApiResponse({
      status: 201,
      description: 'Created.',
      headers: { Location: header('/api/uploads/<id>'), ...STATE_HEADERS },
    }),
    ApiErrors(
      'VALIDATION_ERROR',
      'INVALID_NAME',
      'INVALID_PATH',
      'TUS_VERSION_UNSUPPORTED',
      'FILE_TOO_LARGE',
      'QUOTA_EXCEEDED',
      'PAYLOAD_TOO_LARGE',
      'STORAGE_FULL',
      'UNSUPPORTED_CONTENT_TYPE',
      'UNSUPPORTED_FILE_TYPE',
      'CHECKSUM_MISMATCH',
    ),
  );
}

export function ApiTusHead(caller: TusCaller = 'account') {
  return applyDecorators(
    ApiOperation({
      summary: "An upload's offset",
      description: 'Also answers Coffer-Item-Id for a completed upload until it would have expired.',
    }),
    ...onAnUpload(caller),
    ApiResponse({
      status: 200,
      description: 'The state, in headers.',
      headers: { ...STATE_HEADERS, 'Upload-Metadata': header('As sent at creation.') },
    }),
    ApiErrors('NOT_FOUND', 'TUS_VERSION_UNSUPPORTED'),
  );
}

export function ApiTusPatch(caller: TusCaller = 'account') {
  return applyDecorators(
    ApiOperation({
      summary: 'Send a chunk',
      description:
        'The chunk that reaches Upload-Length stores the file like a multipart upload (typed by its bytes) and answers Coffer-Item-Id.',
    }),
    ...onAnUpload(caller),
    ApiHeader({
      name: 'Upload-Offset',
      required: true,
      description: "The upload's current offset.",
      schema: { type: 'integer' },
    }),
    ApiHeader({ name: 'Upload-Checksum', required: false, description: '`sha256 <base64>` of this chunk.' }),
    ApiHeader({
      name: 'Content-Type',
      required: true,
      schema: { type: 'string', enum: ['application/offset+octet-stream'] },
    }),
    ApiResponse({ status: 204, description: 'Written.', headers: STATE_HEADERS }),
    ApiErrors(
      'VALIDATION_ERROR',
      'NOT_FOUND',
      'UPLOAD_OFFSET_MISMATCH',
      'TUS_VERSION_UNSUPPORTED',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_CONTENT_TYPE',
      'UNSUPPORTED_FILE_TYPE',
      'FILE_TYPE_MISMATCH',
      'QUOTA_EXCEEDED',
      'STORAGE_FULL',
      'UPLOAD_LOCKED',
      'CHECKSUM_MISMATCH',
    ),
  );
}

export function ApiTusDelete(caller: TusCaller = 'account') {
  return applyDecorators(
    ApiOperation({ summary: 'Cancel an upload', description: 'Its bytes and quota reservation are released.' }),
    ...onAnUpload(caller),
    ApiResponse({ status: 204, description: 'Cancelled.' }),
    ApiErrors('NOT_FOUND', 'TUS_VERSION_UNSUPPORTED'),
  );
}
