import { GraphQLError, GraphQLScalarType } from 'graphql';

/**
 * A file of a GraphQL multipart request, already stored (staged) by the time the resolver
 * runs: the request's middleware streams each part into the upload session as it arrives, so
 * nothing is buffered in memory or in temporary files outside our staging area.
 */
export class StagedUpload {
  constructor(
    /** The request whose session holds the file. */
    readonly batch: object,
    /** Index of the file in that session. */
    readonly index: number,
  ) {}
}

/** The GraphQL multipart `Upload` scalar, bound to files the middleware has staged. */
export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'The `Upload` scalar type represents a file upload.',
  parseValue(value: unknown) {
    if (value instanceof StagedUpload) return value;
    throw new GraphQLError('Upload value invalid.', { extensions: { code: 'VALIDATION_ERROR' } });
  },
  parseLiteral() {
    throw new GraphQLError('Upload literal unsupported.', { extensions: { code: 'VALIDATION_ERROR' } });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});
