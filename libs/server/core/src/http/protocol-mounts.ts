import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Protocols served beside /api under a path of their own (WebDAV at /dav): each owns every
 * method under its prefix, outside Nest's routing and the web app's pages, and answers errors in
 * its own format. Feature modules add theirs when the application starts.
 */
@Injectable()
export class ProtocolMounts {
  private readonly mounts = new Map<string, RequestHandler>();

  add(prefix: string, handler: RequestHandler): void {
    this.mounts.set(prefix, handler);
  }

  /** The mount a path belongs to (`/dav` and everything below it), if any. */
  owner(path: string): RequestHandler | undefined {
    for (const [prefix, handler] of this.mounts) {
      if (path === prefix || path.startsWith(`${prefix}/`)) return handler;
    }
    return undefined;
  }

  /** Express middleware that hands each mounted path to its protocol. */
  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const handler = this.owner(req.path);
      if (!handler) return next();
      return handler(req, res, next);
    };
  }
}
