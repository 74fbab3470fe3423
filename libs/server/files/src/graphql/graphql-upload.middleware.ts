import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD } from '@coffer/shared-contracts';
import { toErrorPayload } from '@coffer/server-core';

/**
 * GraphQL multipart requests (graphql-upload) for the `uploadFiles` mutation. Like Apollo's CSRF
 * prevention, it refuses multipart without `apollo-require-preflight` (or
 * `x-apollo-operation-name`) before reading any byte, since a browser can send such a form cross-site.
 */
@Injectable()
export class GraphqlUploadMiddleware implements NestMiddleware {
  private readonly parse = graphqlUploadExpress({ maxFileSize: MAX_FILE_SIZE_BYTES + 1, maxFiles: MAX_FILES_PER_UPLOAD + 1 });

  use(req: Request, res: Response, next: NextFunction): void {
    if (!req.is('multipart/form-data')) return next();
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
      res.status(400).json({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send the header apollo-require-preflight: true with multipart requests.',
      });
      return;
    }
    this.parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status;
      const payload = toErrorPayload(error);
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : payload.code === 'INTERNAL_ERROR' ? 'VALIDATION_ERROR' : payload.code;
      const statusCode = status && status >= 400 && status < 500 ? status : 400;
      res.status(statusCode).json({ statusCode, code, message: (error as Error).message || 'The multipart request is malformed.' });
    });
  }
}
