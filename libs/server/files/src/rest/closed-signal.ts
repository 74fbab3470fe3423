import type { Response } from 'express';

/** Aborts when the client goes away before its answer is sent (it stops a long poll's wait). */
export function closedSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
