import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendErrorResponse } from '../http/error-response';
import { toErrorPayload } from './error-payload';
import { graphqlErrorOf } from './graphql-error';

/**
 * The one global filter. REST answers `{statusCode, code, message}` (docs/rest-api.md, Errors); GraphQL
 * gets a GraphQLError whose `extensions.code` is the same code. Internals never leave the server.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    const payload = toErrorPayload(exception);
    if (payload.unexpected) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (host.getType<string>() === 'graphql') {
      return graphqlErrorOf(payload);
    }
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    if (res.headersSent) {
      // A streamed body already started: the only honest signal left is to cut the connection.
      req.socket.destroy();
      return undefined;
    }
    sendErrorResponse(req, res, payload);
    return undefined;
  }
}
