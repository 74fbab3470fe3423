import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

export const UNMETERED_KEY = 'coffer:unmetered';

/** `true`, or which requests of the route go uncharged. */
export type UnmeteredRule = true | ((req: Request) => boolean);

/**
 * The route (or, given `when`, the requests it names) is not charged to the operation budget.
 * For image previews and signed URLs: a folder of photos shows hundreds at once, each still
 * checked for access like any other request.
 */
export const Unmetered = (when?: (req: Request) => boolean): MethodDecorator & ClassDecorator =>
  SetMetadata(UNMETERED_KEY, when ?? true);

/** Whether `req` goes uncharged under the route's rule. */
export function isUnmetered(rule: UnmeteredRule | undefined, req: Request): boolean {
  return rule === true || (typeof rule === 'function' && rule(req));
}
