/** Who a request acts for: the REST `User` shape of contract §2.1. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
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
