/**
 * Who a request acts for: the REST `User` shape (`id`, `email`, `name`) plus whether the address
 * is verified, resolved in the same query as the user. REST answers whitelist the three fields.
 */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  /** The person opened a link mailed to `email`: only then is anything shared with it revealed. */
  emailVerified: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Passport and our guard both put the signed-in user on `req.user`.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthenticatedUser {}
    interface Request {
      /** Set by the global guard once per request: the resolved user, or null for anonymous. */
      authResolved?: boolean;
    }
  }
}
