/**
 * The web app's per-origin value: random, kept in the origin's localStorage (which, unlike
 * cookies, other ports and schemes of the same host cannot read or write) and sent on its API
 * calls in this header. A session the web app signs in is bound to it; a request that sends a
 * value is signed in only by a session bound to that very value.
 */
export const CLIENT_BINDING_HEADER = 'X-Coffer-Client';
/** 32 random bytes as unpadded base64url. */
export const CLIENT_BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;
