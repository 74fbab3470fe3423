import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError, runAs, sendErrorResponse, toErrorPayload } from '@coffer/server-core';
import { RequestAuthenticator } from '@coffer/server-auth';
import { declaredLength, discardRestOfBody } from '../rest/multipart-upload';
import { UploadService } from '../services/upload.service';
import { receiveGraphqlMultipart, uploadBatchOf, type GraphqlUploadBatch } from './graphql-multipart';

/**
 * GraphQL multipart requests (the `uploadFiles` mutation). Before any byte of the body is read:
 * like Apollo's CSRF prevention it needs `apollo-require-preflight` (or `x-apollo-operation-name`),
 * since a browser can send such a form cross-site; the caller must be signed in (session or an
 * access token with the `write` scope); and the upload's quota reservation is taken. Then the
 * files stream into our staging area exactly like REST uploads (same limits, no temporary files
 * elsewhere). Whatever the operation does not commit is aborted when the response ends.
 */
@Injectable()
export class GraphqlUploadMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly authenticator: RequestAuthenticator,
    private readonly uploads: UploadService,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (!req.is('multipart/form-data')) return next();
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
      return this.refuse(
        req,
        res,
        new DomainError(
          'VALIDATION_ERROR',
          'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send the header apollo-require-preflight: true with multipart requests.',
        ),
      );
    }
    void this.receive(req, res, next);
  }

  private async receive(req: Request, res: Response, next: NextFunction): Promise<void> {
    let handedOver = false;
    try {
      const who = await this.authenticator.authenticate(req.headers);
      if (!who) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
      req.user = who.user;
      req.actor = who.actor;
      req.authResolved = true;
      // The upload checks the token's write scope and refuses a body that cannot fit the quota.
      let batch: GraphqlUploadBatch | undefined;
      const result = runAs(who.actor, () =>
        this.uploads.receive(who.user.id, declaredLength(req), async (files) => {
          req.body = await receiveGraphqlMultipart(req, files);
          batch = uploadBatchOf(req)!;
          batch.settleWith(result);
          // The operation runs now; its resolver says how to commit. A response that ends first gives the files up.
          res.on('close', () => batch!.cancel());
          handedOver = true;
          next();
          return batch.request();
        }),
      );
      await result;
    } catch (error) {
      // Once the operation runs, it answers any failure itself.
      if (!handedOver) this.refuse(req, res, error);
    }
  }

  private refuse(req: Request, res: Response, error: unknown): void {
    const payload = toErrorPayload(error);
    if (payload.unexpected) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    discardRestOfBody(req, res);
    if (!res.headersSent) sendErrorResponse(req, res, payload);
  }
}
