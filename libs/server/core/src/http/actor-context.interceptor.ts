import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { runAs, type Actor } from '../security/request-context';
import { httpOf } from './request-context';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Who the request acts for and with which scopes; set by the authentication guard. */
      actor?: Actor;
    }
  }
}

/**
 * Runs each REST handler inside the actor's async context, so services can check token scopes
 * (`requireScope`) without the actor being threaded through every call. Subscribing inside
 * `runAs` makes the handler itself start within the context. GraphQL resolvers, at every depth,
 * get the same context from the field rules (enforceFieldRules).
 */
@Injectable()
export class ActorContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<string>() !== 'http') return next.handle();
    const actor = httpOf(context).req?.actor;
    return new Observable((subscriber) => runAs(actor, () => next.handle().subscribe(subscriber)));
  }
}
