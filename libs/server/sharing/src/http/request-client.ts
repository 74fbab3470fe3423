import type { Request } from 'express';
import type { RequestClient } from '../services/share-access.service';

/** Who sends a request to a share route, as the link's access log records it (coarsened there). */
export function clientOf(req: Request): RequestClient {
  return { clientAddress: req.ip, userAgent: req.get('user-agent') };
}
