import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import * as tus from 'tus-js-client';
import { toGlobalId } from '@coffer/server-core';
import {
  createTestApp,
  openGraphqlSocket,
  PDF_BYTES,
  PNG_BYTES,
  randomClientAddress,
  randomEmail,
  signedInClient,
  startTestSmtp,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
  type TestSmtpServer,
} from '@coffer/server-testing';
import { FileRequestService } from '@coffer/server-sharing';
import { AppModule } from '../src/app.module';

type Req = {
  id: string;
  url: string;
  folderId: string;
  folderPath: string | null;
  state: string;
  received: { files: number; bytes: number };
};
type Received = { itemId: string; name: string; path: string; size: number; senderId: string; senderName: string };

const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** Text of its own (test apps share one database's de-duplicated blobs, not one storage). */
const text = (size: number) => {
  const tag = `${randomBytes(6).toString('hex')}\n`;
  return Buffer.from(tag + 'x'.repeat(Math.max(0, size - tag.length)));
};

describe('File requests', () => {
  let t: TestApp;
  let db: DataSource;
  let smtp: TestSmtpServer;
  let owner: SignedInClient;
  let inbox: string;

  const tokenOf = (request: Req) => request.url.split('/drop/')[1]!;

  async function makeRequest(body: Record<string, unknown> = {}, client: TestClient = owner): Promise<Req> {
    const res = await client
      .post('/api/file-requests')
      .send({ folderId: inbox, title: 'Tax documents', ...body })
      .expect(201);
    return res.body as Req;
  }

  /** A visitor with a grant (what the request asks for in `access`). */
  async function visitor(request: Req, access: Record<string, unknown> = {}, client = testClient(t.server)) {
    const res = await client
      .post(`/api/drop/${tokenOf(request)}/access`)
      .send(access)
      .expect(200);
    return Object.assign(client, { grant: res.body.grant as string, senderId: '' });
  }

  function create(
    client: TestClient & { grant?: string },
    request: Req,
    length: number,
    fields: Record<string, string>,
  ) {
    return client
      .post(`/api/drop/${tokenOf(request)}/uploads`)
      .set('Tus-Resumable', '1.0.0')
      .set('Coffer-Drop-Grant', client.grant ?? '')
      .set('Upload-Length', String(length))
      .set('Upload-Metadata', meta(fields));
  }

  function patch(client: TestClient & { grant?: string }, location: string, offset: number, body: Buffer) {
    return client
      .patch(location)
      .set('Tus-Resumable', '1.0.0')
      .set('Coffer-Drop-Grant', client.grant ?? '')
      .set('Upload-Offset', String(offset))
      .set('Content-Type', 'application/offset+octet-stream')
      .send(body);
  }

  /** One whole upload in one PATCH; answers the PATCH response. */
  async function send(client: TestClient & { grant?: string }, request: Req, name: string, bytes: Buffer, extra = {}) {
    const created = await create(client, request, bytes.length, { filename: name, ...extra });
    if (created.status !== 201) return created;
    return patch(client, created.headers['location'] as string, 0, bytes);
  }

  async function received(request: Req): Promise<Received[]> {
    return (await owner.get(`/api/file-requests/${request.id}/files`).expect(200)).body.files as Received[];
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
    return (await client.post('/api/graphql').send({ query, variables }).expect(200)).body;
  }

  const reserved = async (userId: string) =>
    Number(
      (
        await db.query('SELECT coalesce(sum(reserved_bytes), 0)::bigint AS r FROM upload WHERE owner_id = $1', [userId])
      )[0].r,
    );

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(AppModule, { LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent', SMTP_URL: smtp.url });
    db = t.app.get(DataSource);
    owner = await signedInClient(t.server);
    const folder = await owner.post('/api/files/folder').send({ name: 'Inbox', path: '/' }).expect(201);
    inbox = (folder.body._id ?? folder.body.id) as string;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('the owner', () => {
    it('creates, lists, reads, edits, closes and deletes requests over REST, and is refused what is not theirs', async () => {
      const made = await makeRequest({ message: 'PDF scans please', maxFiles: 3, acceptedTypes: ['application/pdf'] });
      expect(made).toMatchObject({ folderId: inbox, folderPath: '/Inbox/', state: 'open', received: { files: 0 } });
      expect(made.url).toMatch(/\/drop\/[A-Za-z0-9_-]{22,}$/);
      expect((await owner.get('/api/file-requests').expect(200)).body.requests.map((r: Req) => r.id)).toContain(
        made.id,
      );
      const edited = await owner
        .patch(`/api/file-requests/${made.id}`)
        .send({ title: 'Scans', maxFiles: null, password: 'open sesame' })
        .expect(200);
      expect(edited.body).toMatchObject({ title: 'Scans', maxFiles: null, hasPassword: true });
      const refused = async (res: { body: { code: string } }, code: string) => expect(res.body.code).toBe(code);
      await refused(await owner.post('/api/file-requests').send({ folderId: inbox }).expect(400), 'VALIDATION_ERROR');
      await refused(
        await owner.post('/api/file-requests').send({ folderId: inbox, title: 'x', maxFiles: 0 }).expect(400),
        'VALIDATION_ERROR',
      );
      await refused(
        await owner
          .post('/api/file-requests')
          .send({ folderId: inbox, title: 'x', acceptedTypes: ['text/html'] })
          .expect(400),
        'VALIDATION_ERROR',
      );
      await refused(
        await owner
          .post('/api/file-requests')
          .send({ folderId: inbox, title: 'x', expiresAt: '2001-01-01T00:00:00Z' })
          .expect(400),
        'VALIDATION_ERROR',
      );
      await uploadFiles(owner, [{ name: 'loose.txt', content: text(20) }]).expect(201);
      const loose = (await owner.get('/api/files/list').query({ path: '/' }).expect(200)).body.items.find(
        (i: { name: string }) => i.name === 'loose.txt',
      );
      await refused(
        await owner.post('/api/file-requests').send({ folderId: loose._id, title: 'x' }).expect(400),
        'NOT_A_FOLDER',
      );
      const stranger = await signedInClient(t.server);
      await stranger.post('/api/file-requests').send({ folderId: inbox, title: 'x' }).expect(404);
      await refused(await stranger.get(`/api/file-requests/${made.id}`).expect(404), 'REQUEST_NOT_FOUND');
      await stranger.patch(`/api/file-requests/${made.id}`).send({ title: 'mine' }).expect(404);
      await stranger.post(`/api/file-requests/${made.id}/close`).expect(404);
      await stranger.delete(`/api/file-requests/${made.id}`).expect(404);
      await stranger.get(`/api/file-requests/${made.id}/files`).expect(404);
      const closed = await owner.post(`/api/file-requests/${made.id}/close`).expect(200);
      expect(closed.body.state).toBe('closed');
      await owner.delete(`/api/file-requests/${made.id}`).expect(204);
      await owner.get(`/api/file-requests/${made.id}`).expect(404);
    });

    it('does the same over GraphQL with global ids, settings refused in userErrors', async () => {
      const folderGlobal = toGlobalId('Item', inbox);
      const made = await gql(
        owner,
        `mutation($input: FileRequestCreateInput!) { fileRequestCreate(input: $input) {
           fileRequest { id databaseId title state folder { id name } url maxFiles acceptedTypes }
           userErrors { code field message } } }`,
        { input: { folderId: folderGlobal, title: 'Wedding photos', maxFiles: 200, acceptedTypes: ['image/jpeg'] } },
      );
      const request = made.data.fileRequestCreate.fileRequest;
      expect(request).toMatchObject({ title: 'Wedding photos', state: 'OPEN', folder: { id: folderGlobal } });
      expect(request.id).toBe(toGlobalId('FileRequest', request.databaseId));
      const bad = await gql(
        owner,
        `mutation($input: FileRequestCreateInput!) { fileRequestCreate(input: $input) { fileRequest { id } userErrors { code field } } }`,
        { input: { folderId: folderGlobal, title: '  ' } },
      );
      expect(bad.data.fileRequestCreate).toEqual({
        fileRequest: null,
        userErrors: [{ code: 'VALIDATION_ERROR', field: ['input', 'title'] }],
      });
      const updated = await gql(
        owner,
        `mutation($input: FileRequestUpdateInput!) { fileRequestUpdate(input: $input) { fileRequest { title maxFiles } userErrors { code } } }`,
        { input: { id: request.id, title: 'Our wedding', clearLimits: ['maxFiles'] } },
      );
      expect(updated.data.fileRequestUpdate.fileRequest).toEqual({ title: 'Our wedding', maxFiles: null });
      const node = await gql(owner, `query($id: ID!) { node(id: $id) { ... on FileRequest { title } } }`, {
        id: request.id,
      });
      expect(node.data.node).toEqual({ title: 'Our wedding' });
      const listed = await gql(owner, `{ fileRequests(first: 200) { totalCount nodes { id } } }`);
      expect(listed.data.fileRequests.nodes.map((n: { id: string }) => n.id)).toContain(request.id);
      const stranger = await signedInClient(t.server);
      expect(
        (await gql(stranger, `query($id: ID!) { node(id: $id) { id } }`, { id: request.id })).data.node,
      ).toBeNull();
      const foreign = await gql(
        stranger,
        `mutation($input: FileRequestIdInput!) { fileRequestClose(input: $input) { fileRequest { id } } }`,
        { input: { id: request.id } },
      );
      expect(foreign.errors[0].extensions.code).toBe('REQUEST_NOT_FOUND');
      const closed = await gql(
        owner,
        `mutation($input: FileRequestIdInput!) { fileRequestClose(input: $input) { fileRequest { state closedAt } } }`,
        { input: { id: request.id } },
      );
      expect(closed.data.fileRequestClose.fileRequest.state).toBe('CLOSED');
      const deleted = await gql(
        owner,
        `mutation($input: FileRequestIdInput!) { fileRequestDelete(input: $input) { deletedId userErrors { code } } }`,
        { input: { id: request.id } },
      );
      expect(deleted.data.fileRequestDelete).toEqual({ deletedId: request.id, userErrors: [] });
    });
  });

  describe('a visitor', () => {
    it('sees the page, sends a folder with tus-js-client (resuming after a cut) and sees only what they sent', async () => {
      const request = await makeRequest({ title: 'Project files', requireName: true, message: 'Drop it here' });
      const token = tokenOf(request);
      const anonymous = testClient(t.server);
      const info = await anonymous.get(`/api/drop/${token}`).expect(200);
      expect(info.body).toMatchObject({
        title: 'Project files',
        message: 'Drop it here',
        requireName: true,
        passwordRequired: false,
        restricted: false,
      });
      expect(JSON.stringify(info.body)).not.toContain('Inbox');
      expect((await anonymous.post(`/api/drop/${token}/access`).send({}).expect(400)).body.message).toBe(
        'Enter your name.',
      );
      const ada = await visitor(request, { name: 'Ada' });
      const files = {
        'report/summary.txt': text(3000),
        'report/figures/plot.png': Buffer.concat([PNG_BYTES, randomBytes(32)]),
        'notes.pdf': Buffer.concat([PDF_BYTES, randomBytes(8)]),
      };
      for (const [path, bytes] of Object.entries(files)) {
        let cut = false;
        const url = await new Promise<string>((resolve, reject) => {
          const upload: tus.Upload = new tus.Upload(bytes, {
            endpoint: `${t.url}/api/drop/${token}/uploads`,
            headers: { 'Coffer-Drop-Grant': ada.grant, 'X-Forwarded-For': ada.address },
            metadata: { filename: path.split('/').pop()!, relativePath: path },
            chunkSize: 1000,
            retryDelays: [50, 100],
            onChunkComplete: () => {
              // The connection is cut after the first chunk; the upload goes on from where it stopped.
              if (!cut) {
                cut = true;
                void upload.abort().then(() => resolve(upload.url!));
              }
            },
            onSuccess: () => resolve(upload.url!),
            onError: reject,
          });
          upload.start();
        });
        await new Promise<void>((resolve, reject) =>
          new tus.Upload(bytes, {
            uploadUrl: url,
            headers: { 'Coffer-Drop-Grant': ada.grant, 'X-Forwarded-For': ada.address },
            metadata: { filename: path.split('/').pop()! },
            onSuccess: () => resolve(),
            onError: reject,
          }).start(),
        );
      }
      const arrived = await received(request);
      expect(arrived.map((f) => `${f.path}${f.name}`).sort()).toEqual([
        '/Inbox/notes.pdf',
        '/Inbox/report/figures/plot.png',
        '/Inbox/report/summary.txt',
      ]);
      expect(new Set(arrived.map((f) => f.senderName))).toEqual(new Set(['Ada']));
      for (const file of arrived) {
        const res = await owner
          .get(`/api/files/download/${file.itemId}`)
          .buffer(true)
          .parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(
          Buffer.compare(
            res.body as Buffer,
            files[`${file.path.slice('/Inbox/'.length)}${file.name}` as keyof typeof files],
          ),
        ).toBe(0);
      }
      const mine = await ada.get(`/api/drop/${token}/uploads`).set('Coffer-Drop-Grant', ada.grant).expect(200);
      expect(mine.body.uploads).toHaveLength(3);
      expect(mine.body.uploads.every((u: { state: string }) => u.state === 'received')).toBe(true);
      // Another visitor sees nothing of Ada's, and a name taken gets a new one, never replacing.
      const bob = await visitor(request, { name: 'Bob' });
      expect(
        (await bob.get(`/api/drop/${token}/uploads`).set('Coffer-Drop-Grant', bob.grant).expect(200)).body.uploads,
      ).toEqual([]);
      expect((await send(bob, request, 'notes.pdf', Buffer.concat([PDF_BYTES, randomBytes(8)]))).status).toBe(204);
      expect((await received(request)).map((f) => f.name)).toContain('notes (1).pdf');
      // Nothing of the folder is readable through the link: there is no such route, and Ada's
      // upload ids answer nothing to Bob.
      await bob.get(`/api/drop/${token}/files`).expect(404);
      const adaUpload = mine.body.uploads[0].id as string;
      await bob
        .head(`/api/drop/${token}/uploads/${adaUpload}`)
        .set('Tus-Resumable', '1.0.0')
        .set('Coffer-Drop-Grant', bob.grant)
        .expect(404);
      // The owner's own upload routes do not reach a request's uploads either.
      await owner.head(`/api/uploads/${adaUpload}`).set('Tus-Resumable', '1.0.0').expect(404);
      // The owner hears of it: the digest mail, once its time came.
      // Due a second ago: the database's clock keeps microseconds, the server's milliseconds.
      await db.query(`UPDATE file_request SET digest_due_at = now() - interval '1 second' WHERE id = $1`, [request.id]);
      expect(await t.app.get(FileRequestService).sendDueDigests()).toBeGreaterThanOrEqual(1);
      const digest = await smtp.nextMailTo(owner.email, 'Project files');
      expect(digest.raw).toContain('summary.txt');
      expect(digest.raw).toContain('from Ada');
    });

    it('needs the password, and a grant made before the password changed is void', async () => {
      const request = await makeRequest({ password: 'letmein' });
      const token = tokenOf(request);
      const client = testClient(t.server);
      expect((await client.post(`/api/drop/${token}/access`).send({}).expect(401)).body.code).toBe('PASSWORD_REQUIRED');
      expect((await client.post(`/api/drop/${token}/access`).send({ password: 'nope' }).expect(403)).body.code).toBe(
        'WRONG_PASSWORD',
      );
      const granted = await visitor(request, { password: 'letmein' }, client);
      expect((await send(granted, request, 'a.txt', text(100))).status).toBe(204);
      await owner.patch(`/api/file-requests/${request.id}`).send({ password: 'another one' }).expect(200);
      const res = await create(granted, request, 100, { filename: 'b.txt' }).expect(403);
      expect(res.body.code).toBe('REQUEST_GRANT_INVALID');
    });

    it('is refused once the request expired, and closing stops an upload in progress and frees what it held', async () => {
      const request = await makeRequest();
      const token = tokenOf(request);
      const client = await visitor(request);
      const bytes = text(4000);
      const created = await create(client, request, bytes.length, { filename: 'half.txt' }).expect(201);
      const location = created.headers['location'] as string;
      await patch(client, location, 0, bytes.subarray(0, 2000)).expect(204);
      expect(await reserved(owner.userId)).toBeGreaterThanOrEqual(4000);
      await owner.post(`/api/file-requests/${request.id}/close`).expect(200);
      expect((await patch(client, location, 2000, bytes.subarray(2000)).expect(410)).body.code).toBe('REQUEST_CLOSED');
      expect((await client.get(`/api/drop/${token}`).expect(410)).body.message).toBe('This request is closed.');
      expect(await reserved(owner.userId)).toBe(0);
      expect(await received(request)).toEqual([]);

      const later = await makeRequest();
      const guest = await visitor(later);
      await db.query(`UPDATE file_request SET expires_at = now() - interval '1 second' WHERE id = $1`, [later.id]);
      expect((await guest.get(`/api/drop/${tokenOf(later)}`).expect(410)).body.code).toBe('REQUEST_EXPIRED');
      expect((await create(guest, later, 10, { filename: 'late.txt' }).expect(410)).body.code).toBe('REQUEST_EXPIRED');
      expect((await testClient(t.server).get('/api/drop/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404)).body.code).toBe(
        'REQUEST_NOT_FOUND',
      );
    });

    it('holds every limit at its boundary: type by name and by bytes, size per file, files in all', async () => {
      const request = await makeRequest({ maxFiles: 2, maxFileBytes: 1000, acceptedTypes: ['text/plain'] });
      const client = await visitor(request);
      const typeRefused = await create(client, request, 10, { filename: 'x.pdf' }).expect(415);
      expect(typeRefused.body.message).toBe('"x.pdf" is not a type this request accepts (plain text).');
      expect((await create(client, request, 1001, { filename: 'big.txt' }).expect(413)).body.code).toBe(
        'FILE_TOO_LARGE',
      );
      // Named .txt, a PDF inside: refused once its bytes are seen, and nothing is kept.
      expect((await send(client, request, 'fake.txt', Buffer.concat([PDF_BYTES, randomBytes(4)]))).status).toBe(415);
      expect((await send(client, request, 'one.txt', text(1000))).status).toBe(204);
      expect((await send(client, request, 'two.txt', text(10))).status).toBe(204);
      const full = await create(client, request, 10, { filename: 'three.txt' }).expect(409);
      expect(full.body).toMatchObject({ code: 'REQUEST_FULL', message: 'This request cannot take more files.' });
      expect((await received(request)).length).toBe(2);
    });

    it('lets exactly what fits through when 20 uploads race for the last bytes of the cap', async () => {
      const request = await makeRequest({ maxTotalBytes: 10 * 1000 + 500 });
      const clients = await Promise.all(Array.from({ length: 20 }, () => visitor(request)));
      const answers = await Promise.all(
        clients.map((c, i) => create(c, request, 1000, { filename: `r${i}.txt` }).then((r) => r.status)),
      );
      expect(answers.filter((s) => s === 201)).toHaveLength(10);
      expect(answers.filter((s) => s === 409)).toHaveLength(10);
      const info = await testClient(t.server)
        .get(`/api/drop/${tokenOf(request)}`)
        .expect(200);
      expect(info.body.remainingBytes).toBe(500);
    });

    it('refuses metadata it does not take, paths that climb, and a grant or upload of another request', async () => {
      const a = await makeRequest();
      const b = await makeRequest();
      const client = await visitor(a);
      for (const fields of <Array<Record<string, string>>>[
        { filename: 'a.txt', parentPath: '/' },
        { filename: 'a.txt', onConflict: 'replace' },
        { filename: 'a.txt', shareType: 'public' },
      ]) {
        expect((await create(client, a, 10, fields).expect(400)).body.code).toBe('VALIDATION_ERROR');
      }
      for (const relativePath of ['../escape.txt', 'a/../../escape.txt', '/etc/escape.txt', 'a\\..\\b.txt']) {
        const res = await create(client, a, 10, { filename: 'escape.txt', relativePath });
        expect([400]).toContain(res.status);
      }
      // A's grant on B's token, and A's upload through B's token.
      expect((await create(client, b, 10, { filename: 'x.txt' }).expect(403)).body.code).toBe('REQUEST_GRANT_INVALID');
      const started = await create(client, a, 10, { filename: 'x.txt' }).expect(201);
      const id = (started.headers['location'] as string).split('/').pop()!;
      const bClient = await visitor(b, {}, client);
      await patch(bClient, `/api/drop/${tokenOf(b)}/uploads/${id}`, 0, text(10)).expect(404);
      // Nothing landed outside the destination folder.
      const root = (await owner.get('/api/files/list').query({ path: '/' }).expect(200)).body.items.map(
        (i: { name: string }) => i.name,
      );
      expect(root).not.toContain('escape.txt');
    });

    it('restricted requests take files only from listed addresses proven by a mailed code', async () => {
      const listed = randomEmail();
      const request = await makeRequest({ recipients: [listed] });
      const token = tokenOf(request);
      const client = testClient(t.server);
      expect((await client.post(`/api/drop/${token}/access`).send({}).expect(403)).body.code).toBe(
        'REQUEST_RESTRICTED',
      );
      await client.post(`/api/drop/${token}/code`).send({ email: listed }).expect(204);
      await client.post(`/api/drop/${token}/code`).send({ email: randomEmail() }).expect(204);
      const raw = (await smtp.nextMailTo(listed, 'enter this code')).raw;
      const code = /\b(\d{6})\b/.exec(raw.slice(raw.indexOf('enter this code')))![1]!;
      expect(
        (await client.post(`/api/drop/${token}/access`).send({ email: listed, code: '000000' }).expect(400)).body
          .message,
      ).toBe('This code is wrong or has expired. Check it, or ask for a new one.');
      const granted = await client.post(`/api/drop/${token}/access`).send({ email: listed, code }).expect(200);
      expect(granted.body.sender).toMatchObject({ email: listed, verified: true });
      const sender = Object.assign(client, { grant: granted.body.grant as string, senderId: '' });
      expect((await send(sender, request, 'signed.txt', text(50))).status).toBe(204);
      expect((await received(request))[0]).toMatchObject({ senderEmail: listed, senderVerified: true });
      // Unlisted since: the grant sends nothing more.
      await owner
        .patch(`/api/file-requests/${request.id}`)
        .send({ recipients: [randomEmail()] })
        .expect(200);
      expect((await create(sender, request, 10, { filename: 'more.txt' }).expect(403)).body.code).toBe(
        'REQUEST_GRANT_INVALID',
      );
    });

    it('a blocked sender is refused on every request of the owner, and what they sent goes to the trash', async () => {
      const request = await makeRequest();
      const other = await makeRequest();
      const address = randomClientAddress();
      const spammer = await visitor(request, { name: 'Spam' }, testClient(t.server, address));
      expect((await send(spammer, request, 'spam.txt', text(30))).status).toBe(204);
      const [file] = await received(request);
      const blocked = await owner
        .post(`/api/file-requests/${request.id}/senders/${file!.senderId}/block`)
        .send({ trashFiles: true })
        .expect(200);
      expect(blocked.body).toEqual({ blocked: true, trashed: 1 });
      expect((await received(request))[0]).toMatchObject({ inTrash: true });
      expect((await create(spammer, request, 10, { filename: 'again.txt' }).expect(403)).body.code).toBe(
        'SENDER_BLOCKED',
      );
      const elsewhere = testClient(t.server, address);
      expect((await elsewhere.get(`/api/drop/${tokenOf(other)}`).expect(403)).body.code).toBe('SENDER_BLOCKED');
    });
  });

  describe('the owner hears of it', () => {
    it('as each file arrives, over graphql-ws, with the request and the sender', async () => {
      const request = await makeRequest({ title: 'Live arrivals' });
      const socket = openGraphqlSocket(t.url, { Cookie: owner.cookie, 'X-Forwarded-For': owner.address });
      try {
        await socket.connected;
        const event = new Promise<{ data: { fileRequestReceived: unknown } }>((resolve, reject) => {
          const dispose = socket.client.subscribe<{ fileRequestReceived: unknown }>(
            {
              query: `subscription { fileRequestReceived {
                fileRequest { id title receivedFiles } file { name size senderName item { name } } } }`,
            },
            {
              next: (result) => {
                dispose();
                resolve(result as { data: { fileRequestReceived: unknown } });
              },
              error: reject,
              complete: () => undefined,
            },
          );
        });
        // A query on the same socket answered after the subscription was sent: the server has it.
        await new Promise<void>((resolve, reject) =>
          socket.client.subscribe(
            { query: '{ me { id } }' },
            { next: () => undefined, error: reject, complete: () => resolve() },
          ),
        );
        const guest = await visitor(request, { name: 'Grace' });
        expect((await send(guest, request, 'live.txt', text(42))).status).toBe(204);
        expect((await event).data.fileRequestReceived).toEqual({
          fileRequest: { id: toGlobalId('FileRequest', request.id), title: 'Live arrivals', receivedFiles: 1 },
          file: { name: 'live.txt', size: 42, senderName: 'Grace', item: { name: 'live.txt' } },
        });
      } finally {
        await socket.client.dispose();
      }
    });
  });

  describe("the owner's quota", () => {
    let small: TestApp;
    afterAll(() => small?.close());

    it('counts what arrives, the whole length reserved before any byte', async () => {
      small = await createTestApp(AppModule, { STORAGE_QUOTA_BYTES: '5000' });
      const me = await signedInClient(small.server);
      const folder = await me.post('/api/files/folder').send({ name: 'Drop', path: '/' }).expect(201);
      const made = await me
        .post('/api/file-requests')
        .send({ folderId: folder.body._id ?? folder.body.id, title: 'Fill me' })
        .expect(201);
      const token = (made.body.url as string).split('/drop/')[1]!;
      const guest = testClient(small.server);
      const grant = (await guest.post(`/api/drop/${token}/access`).send({}).expect(200)).body.grant as string;
      const start = (length: number, name: string) =>
        guest
          .post(`/api/drop/${token}/uploads`)
          .set('Tus-Resumable', '1.0.0')
          .set('Coffer-Drop-Grant', grant)
          .set('Upload-Length', String(length))
          .set('Upload-Metadata', meta({ filename: name }));
      await start(4000, 'a.txt').expect(201);
      expect((await start(2000, 'b.txt').expect(413)).body.code).toBe('QUOTA_EXCEEDED');
    });
  });
});
