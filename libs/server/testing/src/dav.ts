import request from 'supertest';
import { randomClientAddress } from './client-address';
import type { SignedInClient } from './clients';

/** An app password (an access token with the WebDAV scope, by default also READ and WRITE) for `user`. */
export async function createAppPassword(user: SignedInClient, scopes = 'DAV, READ, WRITE'): Promise<string> {
  const created = await user
    .post('/api/graphql')
    .send({ query: `mutation { createAccessToken(input: { name: "webdav", scopes: [${scopes}] }) { token } }` })
    .expect(200);
  const token = created.body.data?.createAccessToken?.token as string | undefined;
  if (!token) throw new Error(`no app password: ${JSON.stringify(created.body)}`);
  return token;
}

/** A WebDAV client signed in with an app password, from its own client address. */
export interface DavClient {
  user: SignedInClient;
  token: string;
  address: string;
  send(method: string, path: string, headers?: Record<string, string>, body?: string | Buffer): request.Test;
}

export function davClient(server: Parameters<typeof request>[0], user: SignedInClient, token: string): DavClient {
  const address = randomClientAddress();
  const basic = `Basic ${Buffer.from(`${user.email}:${token}`).toString('base64')}`;
  return {
    user,
    token,
    address,
    send(method, path, headers = {}, body) {
      const test = davRequest(server, method, path).set('Authorization', basic).set('X-Forwarded-For', address);
      for (const [name, value] of Object.entries(headers)) test.set(name, value);
      return body === undefined ? test : test.send(body);
    },
  };
}

/** A request with any method (PROPFIND, MKCOL, LOCK…), which supertest's types do not list. */
export function davRequest(server: Parameters<typeof request>[0], method: string, path: string): request.Test {
  return (request(server) as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()]!(path);
}

/** A supertest parser that keeps any body as a Buffer (WebDAV answers XML supertest would not buffer). */
export const bufferBody = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}) as unknown as Parameters<request.Test['parse']>[0];
