import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { DataSource } from 'typeorm';
import { FIELD_RULES, NODE_RULES, NO_ROW_ID, parseGlobalId, toGlobalId } from '@coffer/server-core';
import { ShareAccessLog } from '@coffer/server-sharing';
import {
  createTestApp,
  introspectSchema,
  isRequired,
  nextAppMail,
  namedType,
  openGraphqlSocket,
  PNG_BYTES,
  signedInClient,
  SoftwarePasskey,
  testClient,
  uploadFiles,
  type IntrospectedSchema,
  type SchemaField,
  type SignedInClient,
  type TestApp,
  type TypeRef,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

// Every field, every depth: the scope and session rules hold wherever a field is reached. The
// expected rules are read from the two tables of docs/api.md ("Every field, every depth"), not from
// the server's own table, so the code and the documentation cannot drift apart. Every path from
// the query root down to DEPTH fields (a type at most once on a path; `node`/`nodes` once per
// type they fetch), and the fields of types that lie deeper at the end of the shortest path to
// them, is asked with a session and with a READ, a WRITE and a SHARE token; each
// mutation's root with each caller; the payloads of mutations that change nothing, path by path;
// and each subscription over graphql-ws. A refused path answers FORBIDDEN at the first field
// that refuses and nothing below it; an allowed one answers no FORBIDDEN at all. Every field of
// the schema must be reached by at least one allowed call, so a new field is covered (or fails
// the suite) without anyone remembering to add it here.

type Caller = 'session' | 'READ' | 'WRITE' | 'SHARE';
type Rule = 'READ' | 'WRITE' | 'SHARE' | 'session' | 'open';
const CALLERS: Caller[] = ['session', 'READ', 'WRITE', 'SHARE'];
const TOKEN_SCOPES = ['READ', 'WRITE', 'SHARE'] as const;
const DEPTH = 4;

interface Step {
  type: string;
  field: string;
  /** Literal arguments, `(id: "…")`, or ''. */
  args: string;
  /** The object type selected by an inline fragment when the field answers an interface. */
  on?: string;
  /** `node_Item: node(…)`: one field asked several times with other arguments. */
  alias?: string;
}
type Path = Step[];

interface GraphqlError {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string };
}
interface Answer {
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[];
}

const nameOf = (step: Step) => step.alias ?? step.field;

// Answers that are not about the caller: a folder has no versions (asked of every item of a
// listing), and the versions of a file shared with you are its owner's (FILE_NOT_FOUND).
const EXPECTED_ERRORS = new Set(['NOT_A_FILE', 'FILE_NOT_FOUND']);

function allows(caller: Caller, rule: Rule): boolean {
  if (rule === 'open') return true;
  if (rule === 'session') return caller === 'session';
  return caller === 'session' || caller === rule;
}

/** The two rule tables of docs/api.md: field coordinate → rule, and node type → rule. */
function documentedRules(schema: IntrospectedSchema) {
  const text = readFileSync(join(__dirname, '../../../docs/api.md'), 'utf8');
  const start = text.indexOf('### Every field, every depth');
  const section = text.slice(start, text.indexOf('\n#', start + 10));
  const needs: Record<string, Rule> = {
    '`READ`': 'READ',
    '`WRITE`': 'WRITE',
    '`SHARE`': 'SHARE',
    'a session (never a token)': 'session',
    'nothing of its own': 'open',
  };
  const fields = new Map<string, Rule>();
  const nodes = new Map<string, Rule>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4) continue;
    const names = (cell: string) => [...cell.matchAll(/`([A-Za-z*.]+)`/g)].map((m) => m[1]!);
    if (needs[cells[1]!] && names(cells[2]!).every((name) => name.includes('.'))) {
      for (const coordinate of names(cells[2]!)) {
        const [type, field] = coordinate.split('.') as [string, string];
        const known = schema.types.get(type)?.fields?.map((f) => f.name) ?? [];
        const expanded = field === '*' ? known : [field];
        if (expanded.length === 0 || expanded.some((name) => !known.includes(name)))
          throw new Error(`docs/api.md names ${coordinate}, which the schema does not have`);
        for (const name of expanded) fields.set(`${type}.${name}`, needs[cells[1]!]!);
      }
    } else if (needs[cells[2]!]) {
      for (const type of names(cells[1]!)) nodes.set(type, needs[cells[2]!]!);
    }
  }
  if (fields.size < 50 || nodes.size < 8) throw new Error('the rule tables of docs/api.md were not found');
  return { fields, nodes };
}

describe('Every field checks its caller', () => {
  let t: TestApp;
  let schema: IntrospectedSchema;
  let rules: ReturnType<typeof documentedRules>;
  let owner: SignedInClient;
  let tag: string;
  const auth = {} as Record<Caller, Record<string, string>>;
  /** A global id of the owner's per node type, and the other ids the paths take. */
  const ids: Record<string, string> = {};
  let fileName: string;
  /** The token of the owner's file request (visitors send files through it). */
  let requestToken: string;
  /** Coordinates an allowed caller reached (the session reaches everything it is allowed). */
  const reached = new Set<string>();

  const rule = (type: string, field: string): Rule => rules.fields.get(`${type}.${field}`) ?? 'open';
  const fieldsOf = (type: string): SchemaField[] => schema.types.get(type)?.fields ?? [];

  async function ask(headers: Record<string, string>, query: string): Promise<Answer> {
    const res = await fetch(`${t.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as Answer;
  }

  async function mintTokens(client: SignedInClient): Promise<Record<Caller, Record<string, string>>> {
    const headers = {} as Record<Caller, Record<string, string>>;
    headers.session = { cookie: client.cookie, 'x-forwarded-for': client.address };
    for (const scope of TOKEN_SCOPES) {
      const answer = await ask(
        headers.session,
        `mutation { accessTokenCreate(input: { name: "${scope}", scopes: [${scope}] }) { token } }`,
      );
      const token = (answer.data?.['accessTokenCreate'] as { token?: string } | undefined)?.token;
      if (!token) throw new Error(`no ${scope} token: ${JSON.stringify(answer)}`);
      headers[scope] = { authorization: `Bearer ${token}`, 'x-forwarded-for': client.address };
    }
    return headers;
  }

  beforeAll(async () => {
    // Thousands of operations in a few seconds: this app's budgets are not what is tested here.
    t = await createTestApp(AppModule, {
      OPERATIONS_PER_MINUTE: '1000000',
      OPERATIONS_PER_ADDRESS_PER_MINUTE: '1000000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // A single sign-on provider to list (never contacted here).
      SSO_PROVIDERS: 'corp',
      SSO_CORP_ISSUER: 'http://127.0.0.1:9',
      SSO_CORP_CLIENT_ID: 'coffer',
      SSO_CORP_CLIENT_SECRET: 'secret',
    });
    const db = t.app.get(DataSource);
    tag = randomBytes(4).toString('hex');
    owner = await signedInClient(t.server);
    // The owner's identity at that provider, as a sign-in through it links one.
    await db.query(`INSERT INTO sso_identity (provider, subject, user_id, email) VALUES ('corp', $1, $2, $3)`, [
      `sub-${tag}`,
      owner.userId,
      owner.email,
    ]);
    const friend = await signedInClient(t.server);
    Object.assign(auth, await mintTokens(owner));
    schema = await introspectSchema(owner);
    rules = documentedRules(schema);
    // The change feed from before the owner's world was made: its changes are what `changes` answers.
    const feedStart = await ask(auth.session, '{ changesCursor }');
    ids['changesCursor'] = feedStart.data?.['changesCursor'] as string;

    // The owner's world: a file in a folder with an earlier version, a link, a direct share, a
    // trashed file, an unfinished upload, a webhook with a delivery, a file shared with them, and a
    // file request into the folder with a file a visitor sent through it.
    fileName = `photo-${tag}.png`;
    const file = () => [
      {
        name: fileName,
        content: Buffer.concat([PNG_BYTES, randomBytes(16)]),
        relativePath: `Folder-${tag}/${fileName}`,
      },
    ];
    await uploadFiles(owner, file()).expect(201);
    await uploadFiles(owner, file(), { onConflict: 'replace' }).expect(201);
    const trashed = (await uploadFiles(owner, [{ name: `old-${tag}.txt`, content: tag }]).expect(201)).body.created[0]
      .id as string;
    await owner.delete(`/api/files/${trashed}`).expect(200);
    await owner
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', '10')
      .set('Upload-Metadata', `filename ${Buffer.from(`pending-${tag}.txt`).toString('base64')}`)
      .expect(201);
    const theirs = (await uploadFiles(friend, [{ name: `for-you-${tag}.txt`, content: tag }]).expect(201)).body
      .created[0].id as string;
    await friend
      .post('/api/files/share')
      .send({ fileId: theirs, shareWith: [owner.email] })
      .expect(200);

    const found = await ask(auth.session, `{ me { id } search(query: "${fileName}") { nodes { id } } }`);
    const fileId = (found.data?.['search'] as { nodes: Array<{ id: string }> }).nodes[0]!.id;
    // A folder link: its `folder` is an object, so the rules of the fields below it are asked too.
    const folderId = (
      (await owner.get('/api/files/list').query({ path: '/' }).expect(200)).body.items as Array<{
        _id: string;
        name: string;
      }>
    ).find((i) => i.name === `Folder-${tag}`)!._id;
    const setUp = await ask(
      auth.session,
      `mutation {
        link: shareLinkCreate(input: { fileId: "${fileId}", scope: PUBLIC }) { shareLink { databaseId } userErrors { code } }
        folderLink: shareLinkCreate(input: { folderId: "${folderId}", scope: PUBLIC }) { shareLink { id databaseId } userErrors { code } }
        direct: directSharesAdd(input: { fileId: "${fileId}", emails: ["${friend.email}"] }) { userErrors { code } }
        hook: createWebhook(input: { url: "http://127.0.0.1:9/hook", eventTypes: ["SHARE_WITHDRAWN"] }) {
          webhook { id databaseId } userErrors { code }
        }
      }`,
    );
    const hook = (setUp.data?.['hook'] as { webhook: { id: string; databaseId: string } }).webhook;
    const request = (
      await owner
        .post('/api/file-requests')
        .send({ folderId, title: `Inbox-${tag}` })
        .expect(201)
    ).body as { id: string; url: string };
    requestToken = request.url.split('/drop/')[1]!;
    await sendThrough(requestToken, `sent-${tag}.txt`);
    // One download through the link, in its access log.
    const log = t.app.get(ShareAccessLog);
    for (const made of ['link', 'folderLink'])
      log.record({
        linkId: (setUp.data?.[made] as { shareLink: { databaseId: string } }).shareLink.databaseId,
        action: 'download',
        files: [{ id: parseGlobalId(fileId)!.databaseId, name: fileName }],
        visitorEmail: friend.email,
        clientAddress: '203.0.113.7',
        userAgent: 'FieldAccess/1.0',
      });
    await log.flush();
    // One logged attempt, for an event this suite never causes.
    const [message] = await db.query<Array<{ id: string }>>(
      `INSERT INTO webhook_message (endpoint_id, event_type, body) VALUES ($1, 'SHARE_WITHDRAWN', '{}') RETURNING id`,
      [hook.databaseId],
    );
    await db.query(
      `INSERT INTO webhook_delivery (message_id, endpoint_id, attempt, status, response_code, latency_ms, attempted_at)
       VALUES ($1, $2, 1, 'delivered', 204, 5, now())`,
      [message!.id, hook.databaseId],
    );
    const world = await ask(
      auth.session,
      `{
        me { id }
        item(id: "${fileId}") { versions { nodes { id } } shareLinks { nodes { id } } }
        trash { nodes { id } }
        accessTokens { nodes { id } }
        webhook(id: "${hook.id}") { deliveries { nodes { id } } }
      }`,
    );
    const data = world.data as {
      me: { id: string };
      item: { versions: { nodes: Array<{ id: string }> }; shareLinks: { nodes: Array<{ id: string }> } };
      trash: { nodes: Array<{ id: string }> };
      accessTokens: { nodes: Array<{ id: string }> };
      webhook: { deliveries: { nodes: Array<{ id: string }> } };
    };
    Object.assign(ids, {
      file: fileId,
      webhook: hook.id,
      Item: fileId,
      User: data.me.id,
      FileVersion: data.item.versions.nodes[0]!.id,
      ShareLink: (setUp.data?.['folderLink'] as { shareLink: { id: string } }).shareLink.id,
      TrashEntry: data.trash.nodes[0]!.id,
      AccessToken: data.accessTokens.nodes[0]!.id,
      Webhook: hook.id,
      WebhookDelivery: data.webhook.deliveries.nodes[0]!.id,
      FileRequest: toGlobalId('FileRequest', request.id),
    });
  });
  afterAll(() => t.close());

  /** A visitor (no account) sends a small text file through a file request: its owner hears of it. */
  async function sendThrough(token: string, name: string): Promise<void> {
    const visitor = testClient(t.server);
    const grant = (await visitor.post(`/api/drop/${token}/access`).send({}).expect(200)).body.grant as string;
    const content = Buffer.from(`${name} ${tag}`);
    await visitor
      .post(`/api/drop/${token}/uploads`)
      .set('Tus-Resumable', '1.0.0')
      .set('Coffer-Drop-Grant', grant)
      .set('Upload-Length', String(content.length))
      .set('Upload-Metadata', `filename ${Buffer.from(name).toString('base64')}`)
      .set('Content-Type', 'application/offset+octet-stream')
      .send(content)
      .expect(201);
  }

  /** The argument variants of a field: one per object `node`/`nodes` fetch; a field this cannot fill fails. */
  function variants(type: string, field: SchemaField): Array<{ args: string; on?: string }> {
    const coordinate = `${type}.${field.name}`;
    if (coordinate === 'Query.node' || coordinate === 'Query.nodes') {
      return [...rules.nodes.keys()].map((nodeType) => ({
        args: field.name === 'node' ? `(id: "${ids[nodeType]}")` : `(ids: ["${ids[nodeType]}"])`,
        on: nodeType,
        alias: `${field.name}_${nodeType}`,
      }));
    }
    const fixed: Record<string, string> = {
      'Query.changes': `(after: "${ids['changesCursor']}", first: 2)`,
      'Query.item': `(id: "${ids['file']}")`,
      'Query.search': `(query: "${fileName}", first: 2)`,
      'Query.shareLinks': `(fileId: "${ids['file']}")`,
      'Query.webhook': `(id: "${ids['webhook']}")`,
    };
    if (fixed[coordinate]) return [{ args: fixed[coordinate] }];
    const missing = field.args.filter(isRequired);
    if (missing.length > 0) throw new Error(`no arguments for ${coordinate}(${missing.map((a) => a.name).join(', ')})`);
    // Two of each list keep every path within the operation's cost limit.
    return [{ args: field.args.some((a) => a.name === 'first') ? '(first: 2)' : '' }];
  }

  function isComposite(ref: TypeRef): boolean {
    const kind = namedType(ref).kind;
    return kind === 'OBJECT' || kind === 'INTERFACE' || kind === 'UNION';
  }

  /** Every path below `type` down to `depth` fields, a type at most once per path. */
  function pathsBelow(type: string, prefix: Path, depth: number, seen: string[]): Path[] {
    const paths: Path[] = [];
    for (const field of fieldsOf(type)) {
      for (const variant of variants(type, field)) {
        const path = [...prefix, { type, field: field.name, ...variant }];
        paths.push(path);
        if (path.length >= depth || !isComposite(field.type)) continue;
        const next = variant.on ?? namedType(field.type).name!;
        if (!seen.includes(next)) paths.push(...pathsBelow(next, path, depth, [...seen, next]));
      }
    }
    return paths;
  }

  /**
   * The fields of object types that lie deeper than DEPTH (the files of a link's access log), each
   * at the end of the shortest path to its type, so that every field is asked somewhere.
   */
  function beyondDepth(walked: Path[]): Path[] {
    const entered = new Set(walked.flatMap((path) => path.map((step) => step.type)));
    const seen = new Set(['Query']);
    const queue: Array<{ type: string; path: Path }> = [{ type: 'Query', path: [] }];
    const paths: Path[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const field of fieldsOf(next.type)) {
        if (!isComposite(field.type)) continue;
        for (const variant of variants(next.type, field)) {
          const type = variant.on ?? namedType(field.type).name!;
          if (seen.has(type)) continue;
          seen.add(type);
          const path = [...next.path, { type: next.type, field: field.name, ...variant }];
          if (!entered.has(type))
            for (const leaf of fieldsOf(type))
              for (const leafVariant of variants(type, leaf))
                paths.push([...path, { type, field: leaf.name, ...leafVariant }]);
          queue.push({ type, path });
        }
      }
    }
    return paths;
  }

  function fieldOf(step: Step): SchemaField {
    return fieldsOf(step.type).find((f) => f.name === step.field)!;
  }

  function leafSelection(step: Step): string {
    const head = `${step.alias ? `${step.alias}: ` : ''}${step.field}${step.args}`;
    if (!isComposite(fieldOf(step).type)) return head;
    return `${head} { ${step.on ? `... on ${step.on} { __typename }` : '__typename'} }`;
  }

  /** The selection of `leaves` (fields of one object) under `parent`, from the inside out. */
  function selection(parent: Path, leaves: Step[]): string {
    let inner = leaves.map(leafSelection).join(' ');
    for (let i = parent.length - 1; i >= 0; i--) {
      const step = parent[i]!;
      const body = step.on ? `... on ${step.on} { ${inner} }` : inner;
      inner = `${step.alias ? `${step.alias}: ` : ''}${step.field}${step.args} { ${body} }`;
    }
    return inner;
  }

  /**
   * The operations that ask `paths` as `caller`: the fields a caller may see are asked together
   * with their siblings (no refusal is expected among them, so none can hide another); each
   * field expected to refuse is asked alone, as the last field of its path; paths below a field
   * that refuses are what that field's own question already answers (nothing below it runs).
   */
  function plan(paths: Path[], caller: Caller): Array<{ parent: Path; leaves: Path[] }> {
    const groups = new Map<string, { parent: Path; leaves: Path[] }>();
    const alone: Array<{ parent: Path; leaves: Path[] }> = [];
    for (const path of paths) {
      const refused = firstRefusal(path, caller);
      if (refused >= 0 && refused < path.length - 1) continue;
      const parent = path.slice(0, -1);
      if (refused >= 0) {
        alone.push({ parent, leaves: [path] });
        continue;
      }
      const key = JSON.stringify(parent);
      if (!groups.has(key)) groups.set(key, { parent, leaves: [] });
      groups.get(key)!.leaves.push(path);
    }
    return [...alone, ...groups.values()];
  }

  /** Asks every path of `paths` with every caller (`operation` is 'query' or 'mutation'). */
  async function askAll(paths: Path[], operation: 'query' | 'mutation'): Promise<string[]> {
    const asks = CALLERS.flatMap((caller) => plan(paths, caller).map((group) => ({ caller, ...group })));
    const problems = await inBatches(asks, async ({ caller, parent, leaves }) => {
      const text = `${operation} { ${selection(
        parent,
        leaves.map((leaf) => leaf[leaf.length - 1]!),
      )} }`;
      const answer = await ask(auth[caller], text);
      return leaves.flatMap((path) => check(text, path, caller, answer));
    });
    return [...new Set(problems)];
  }

  /** Index of the first field on the path `caller` may not resolve, or -1. */
  function firstRefusal(path: Path, caller: Caller): number {
    return path.findIndex(
      (step) =>
        !allows(caller, rule(step.type, step.field)) ||
        (step.on !== undefined && step.type === 'Query' && !allows(caller, rules.nodes.get(step.on)!)),
    );
  }

  const keyOf = (path: Array<string | number>) => path.filter((p) => typeof p === 'string').join('.');

  /** Whether the last field of the path was answered (a value, or null without an error of its own). */
  function answered(data: unknown, path: Path): boolean {
    let level: unknown[] = [data];
    for (const [i, step] of path.entries()) {
      const next = level
        .flat(Infinity)
        .filter(
          (value): value is Record<string, unknown> => !!value && typeof value === 'object' && nameOf(step) in value,
        )
        .map((value) => value[nameOf(step)]);
      if (next.length === 0) return false;
      if (i === path.length - 1) return true;
      level = next;
    }
    return false;
  }

  /** Refusals seen as FORBIDDEN, and refusals asked for only below a null object (each must be seen somewhere). */
  const observed = new Set<string>();
  const unobserved = new Set<string>();

  /** Whether every step of the path was answered with an object (or a list holding one). */
  function answeredAsObject(data: unknown, path: Path): boolean {
    let level: unknown[] = [data];
    for (const step of path) {
      level = level
        .flat(Infinity)
        .filter((value): value is Record<string, unknown> => !!value && typeof value === 'object')
        .map((value) => value[nameOf(step)])
        .flat(Infinity)
        .filter((value) => !!value && typeof value === 'object');
      if (level.length === 0) return false;
    }
    return true;
  }

  /** Checks one answer against the documented rules; records what was reached. */
  function check(label: string, path: Path, caller: Caller, answer: Answer): string[] {
    const problems: string[] = [];
    const names = path.map(nameOf);
    const refused = firstRefusal(path, caller);
    const forbidden = [
      ...new Set(
        (answer.errors ?? []).filter((e) => e.extensions?.code === 'FORBIDDEN').map((e) => keyOf(e.path ?? [])),
      ),
    ];
    const others = (answer.errors ?? []).filter(
      (e) => e.extensions?.code !== 'FORBIDDEN' && !EXPECTED_ERRORS.has(e.extensions?.code ?? ''),
    );
    if (others.length > 0) problems.push(`${label} as ${caller}: unexpected ${JSON.stringify(others)}`);
    if (refused >= 0) {
      const expected = names.slice(0, refused + 1).join('.');
      const refusal = `${path[refused]!.type}.${path[refused]!.field} as ${caller}`;
      // Below a null object (a file link's `folder`) a rule cannot show: it must show on another path.
      if (forbidden.length === 0 && refused > 0 && !answeredAsObject(answer.data, path.slice(0, refused)))
        unobserved.add(refusal);
      else if (forbidden.length !== 1 || forbidden[0] !== expected)
        problems.push(`${label} as ${caller}: expected FORBIDDEN at ${expected}, got [${forbidden.join(', ')}]`);
      else observed.add(refusal);
    } else if (forbidden.length > 0) {
      problems.push(`${label} as ${caller}: expected no FORBIDDEN, got [${forbidden.join(', ')}]`);
    } else if (answered(answer.data, path)) {
      for (const step of path) reached.add(`${step.type}.${step.field}`);
    }
    return problems;
  }

  /** Runs `queries` a few at a time (the server answers them concurrently). */
  async function inBatches<T>(items: T[], work: (item: T) => Promise<string[]>): Promise<string[]> {
    const problems: string[] = [];
    for (let i = 0; i < items.length; i += 8) {
      for (const found of await Promise.all(items.slice(i, i + 8).map(work))) problems.push(...found);
    }
    return problems;
  }

  it("documents the server's own rule table: the same rule for every field and every node type", () => {
    const upper = (rule: string): Rule =>
      rule === 'read' || rule === 'write' || rule === 'share' ? (rule.toUpperCase() as Rule) : (rule as Rule);
    const objectTypes = [...schema.types.values()].filter(
      (type) => type.kind === 'OBJECT' && !type.name.startsWith('__'),
    );
    const differ = objectTypes.flatMap((type) =>
      (type.fields ?? [])
        .map((field) => `${type.name}.${field.name}`)
        .filter((coordinate) => {
          const [typeName, fieldName] = coordinate.split('.') as [string, string];
          const served = FIELD_RULES[typeName]?.[fieldName];
          return !served || upper(served) !== (rules.fields.get(coordinate) ?? 'open');
        }),
    );
    expect(differ).toEqual([]);
    expect(Object.fromEntries(rules.nodes)).toEqual(
      Object.fromEntries(Object.entries(NODE_RULES).map(([type, rule]) => [type, upper(rule)])),
    );
  });

  it('answers every query path by the documented rules, for a session and for READ, WRITE and SHARE tokens', async () => {
    const paths = pathsBelow('Query', [], DEPTH, ['Query']);
    expect(paths.length).toBeGreaterThan(1000);
    expect(await askAll([...paths, ...beyondDepth(paths)], 'query')).toEqual([]);
  }, 600_000);

  it('answers inside mutation payloads by the same rules (mutations that change nothing)', async () => {
    const probes: Array<{ root: string; args: string; payload: string }> = [
      {
        root: 'itemRename',
        args: `(input: { id: "${ids['file']}", name: "${fileName}" })`,
        payload: 'ItemRenamePayload',
      },
      { root: 'shareLinkUpdate', args: `(input: { id: "${ids['ShareLink']}" })`, payload: 'ShareLinkPayload' },
      { root: 'updateWebhook', args: `(input: { id: "${ids['webhook']}" })`, payload: 'UpdateWebhookPayload' },
    ];
    const paths = probes.flatMap((probe) =>
      pathsBelow(probe.payload, [], DEPTH - 1, [probe.payload]).map((below): Path => [
        { type: 'Mutation', field: probe.root, args: probe.args },
        ...below,
      ]),
    );
    expect(paths.length).toBeGreaterThan(60);
    expect(await askAll(paths, 'mutation')).toEqual([]);
    // Nothing was refused for a session: the probes changed nothing and answered no user error.
    const plain = await ask(
      auth.session,
      `mutation { ${probes.map((probe) => `${probe.root}${probe.args} { userErrors { code } }`).join(' ')} }`,
    );
    expect(plain.errors).toBeUndefined();
    expect(plain.data).toEqual(Object.fromEntries(probes.map((probe) => [probe.root, { userErrors: [] }])));
  }, 600_000);

  /** A literal for a required input, from the schema alone: ids that name nothing, empty lists. */
  function literal(ref: TypeRef): string {
    if (ref.kind === 'NON_NULL') return literal(ref.ofType!);
    if (ref.kind === 'LIST') return '[]';
    const type = schema.types.get(ref.name!)!;
    if (type.kind === 'ENUM') return type.enumValues![0]!.name;
    if (type.kind === 'INPUT_OBJECT')
      return `{ ${type
        .inputFields!.filter(isRequired)
        .map((f) => `${f.name}: ${literal(f.type)}`)
        .join(', ')} }`;
    if (ref.name === 'Int' || ref.name === 'Float') return '1';
    if (ref.name === 'Boolean') return 'false';
    if (ref.name === 'ID') return `"${NO_ROW_ID}"`;
    return '"x"';
  }

  it('checks every mutation at its root for each caller before it runs', async () => {
    // Their own user: these mutations run with made-up arguments (ids that name nothing).
    const mutator = await signedInClient(t.server);
    const headers = await mintTokens(mutator);
    const mutations = fieldsOf('Mutation');
    expect(mutations.length).toBeGreaterThan(50);
    const problems: string[] = [];
    // The session's logout last: it ends the session the other calls use.
    for (const caller of ['READ', 'WRITE', 'SHARE', 'session'] as Caller[]) {
      for (const field of [...mutations].sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'))) {
        const args = field.args.filter(isRequired);
        const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
        const payload = namedType(field.type);
        const select =
          payload.kind === 'OBJECT'
            ? ` { ${fieldsOf(payload.name!)
                .map((f) => (isComposite(f.type) ? `${f.name} { __typename }` : f.name))
                .join(' ')} }`
            : '';
        const query = `mutation { ${field.name}${argText}${select} }`;
        const answer = await ask(headers[caller], query);
        const path: Path = [{ type: 'Mutation', field: field.name, args: argText }];
        const forbidden = (answer.errors ?? []).filter((e) => e.extensions?.code === 'FORBIDDEN');
        const refused = firstRefusal(path, caller) === 0;
        if (refused !== (forbidden.length > 0 && keyOf(forbidden[0]!.path ?? []) === field.name))
          problems.push(
            `${query} as ${caller}: expected ${refused ? 'FORBIDDEN' : 'no FORBIDDEN'}, got ${JSON.stringify(answer.errors)}`,
          );
        if (!refused) {
          reached.add(`Mutation.${field.name}`);
          const result = answer.data?.[field.name];
          if (result && typeof result === 'object' && payload.kind === 'OBJECT')
            for (const key of Object.keys(result)) reached.add(`${payload.name}.${key}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('checks every subscription when it starts, and delivers its events to the callers it allows', async () => {
    const sockets: Client[] = [];
    const socketFor = (caller: Caller) => {
      const { client } = openGraphqlSocket(
        t.url,
        caller === 'session' ? auth.session : { 'x-forwarded-for': owner.address },
        caller === 'session' ? undefined : { authorization: auth[caller]['authorization']! },
      );
      sockets.push(client);
      return client;
    };
    const subscriptions = fieldsOf('Subscription');
    expect(subscriptions.map((f) => f.name).sort()).toEqual([
      'fileRequestReceived',
      'itemsChanged',
      'shareReceived',
      'shareWithdrawn',
      'uploadCompleted',
    ]);
    try {
      const started: Array<{ caller: Caller; field: SchemaField; first: Promise<Answer> }> = [];
      for (const caller of CALLERS) {
        const client = socketFor(caller);
        for (const field of subscriptions) {
          const payload = namedType(field.type).name!;
          const select = fieldsOf(payload)
            .map((f) => (isComposite(f.type) ? `${f.name} { __typename }` : f.name))
            .join(' ');
          const first = new Promise<Answer>((resolve) => {
            const dispose = client.subscribe(
              { query: `subscription { ${field.name} { ${select} } }` },
              {
                next: (result) => {
                  dispose();
                  resolve(result as Answer);
                },
                error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
                complete: () => undefined,
              },
            );
          });
          started.push({ caller, field, first });
        }
      }
      // Give the server time to set up each subscription, then cause one event of each kind.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const friend = await signedInClient(t.server);
      await uploadFiles(owner, [{ name: `event-${tag}.txt`, content: tag }]).expect(201);
      const gift = (await uploadFiles(friend, [{ name: `gift-${tag}.txt`, content: tag }]).expect(201)).body.created[0]
        .id as string;
      await friend
        .post('/api/files/share')
        .send({ fileId: gift, shareWith: [owner.email] })
        .expect(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await friend
        .post('/api/files/unshare')
        .send({ fileId: gift, unshareWith: [owner.email] })
        .expect(200);
      await sendThrough(requestToken, `event-${tag}.txt`);
      const problems: string[] = [];
      for (const { caller, field, first } of started) {
        const answer = await Promise.race([
          first,
          new Promise<Answer>((resolve) =>
            setTimeout(() => resolve({ errors: [{ message: 'no event in 10 s' }] }), 10_000),
          ),
        ]);
        const refused = !allows(caller, rule('Subscription', field.name));
        const codes = (answer.errors ?? []).map((e) => e.extensions?.code ?? e.message);
        if (refused && !(codes.length === 1 && codes[0] === 'FORBIDDEN'))
          problems.push(`${field.name} as ${caller}: expected FORBIDDEN, got ${JSON.stringify(answer)}`);
        if (!refused) {
          const event = answer.data?.[field.name] as Record<string, unknown> | undefined;
          if (!event || codes.length > 0)
            problems.push(`${field.name} as ${caller}: no event, ${JSON.stringify(answer)}`);
          else {
            reached.add(`Subscription.${field.name}`);
            for (const key of Object.keys(event)) reached.add(`${namedType(field.type).name}.${key}`);
          }
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await Promise.all(sockets.map(async (client) => client.dispose()));
    }
  });

  /** Every field of `type` that `caller` may see, down to `depth` levels (two of each list). */
  function everything(type: string, depth: number, caller: Caller): string {
    return fieldsOf(type)
      .filter((field) => allows(caller, rule(type, field.name)))
      .map((field) => {
        const first = field.args.some((a) => a.name === 'first') ? '(first: 2)' : '';
        if (!isComposite(field.type)) return field.name;
        const below = depth > 1 ? everything(namedType(field.type).name!, depth - 1, caller) : '';
        return `${field.name}${first} { __typename ${below} }`;
      })
      .join(' ');
  }

  it('answers the payloads of mutations that succeed to each caller they allow', async () => {
    // Their own user and a friend: these mutations change what they touch.
    const mutator = await signedInClient(t.server);
    const headers = await mintTokens(mutator);
    const friend = await signedInClient(t.server);
    const friendHeaders = { cookie: friend.cookie, 'x-forwarded-for': friend.address };
    const run = async (caller: Caller, root: string, args: string, as = headers[caller]) => {
      const payload = namedType(fieldsOf('Mutation').find((f) => f.name === root)!.type).name!;
      const answer = await ask(as, `mutation { ${root}${args} { ${everything(payload, 2, caller)} } }`);
      expect({ root, caller, errors: answer.errors }).toEqual({ root, caller, errors: undefined });
      const result = answer.data![root] as Record<string, unknown>;
      reached.add(`Mutation.${root}`);
      for (const key of Object.keys(result)) reached.add(`${payload}.${key}`);
      for (const [key, value] of Object.entries(result)) {
        const inner = [value].flat()[0];
        const type = namedType(fieldsOf(payload).find((f) => f.name === key)!.type).name!;
        if (inner && typeof inner === 'object')
          for (const field of Object.keys(inner)) if (field !== '__typename') reached.add(`${type}.${field}`);
      }
      return result;
    };
    const gql = async <T>(by: Record<string, string>, query: string): Promise<T> => {
      const answer = await ask(by, query);
      expect(answer.errors).toBeUndefined();
      return answer.data as T;
    };
    type Ids = { nodes: Array<{ id: string }> };
    const png = () => [{ name: `m-${tag}.png`, content: Buffer.concat([PNG_BYTES, randomBytes(16)]) }];
    await uploadFiles(mutator, png()).expect(201);
    await uploadFiles(mutator, png(), { onConflict: 'replace' }).expect(201);
    const mine = await gql<{ search: { nodes: Array<{ id: string; versions: Ids }> } }>(
      headers.session,
      `{ search(query: "m-${tag}.png") { nodes { id versions { nodes { id } } } } }`,
    );
    const fileId = mine.search.nodes[0]!.id;
    const versionId = mine.search.nodes[0]!.versions.nodes[0]!.id;
    const folder = await run('WRITE', 'folderCreate', `(input: { name: "Moved-${tag}" })`);
    await run(
      'WRITE',
      'itemMove',
      `(input: { id: "${fileId}", targetFolderId: "${(folder['item'] as { id: string }).id}" })`,
    );
    await run('SHARE', 'directSharesAdd', `(input: { fileId: "${fileId}", emails: ["${friend.email}"] })`);
    await run('SHARE', 'directSharesRemove', `(input: { fileId: "${fileId}", emails: ["${friend.email}"] })`);
    // A name it refuses comes back in userErrors: code, field and message.
    const refused = await run('WRITE', 'itemRename', `(input: { id: "${fileId}", name: "" })`);
    expect((refused['userErrors'] as unknown[]).length).toBeGreaterThan(0);
    for (const key of ['code', 'field', 'message']) reached.add(`UserError.${key}`);
    // A file request into that folder, with SHARE alone: changed, a visitor's file, its sender blocked, closed, deleted.
    const made = await run(
      'SHARE',
      'fileRequestCreate',
      `(input: { folderId: "${(folder['item'] as { id: string }).id}", title: "Inbox-${tag}" })`,
    );
    const request = made['fileRequest'] as { id: string; url: string };
    await run('SHARE', 'fileRequestUpdate', `(input: { id: "${request.id}", title: "Inbox again-${tag}" })`);
    await sendThrough(request.url.split('/drop/')[1]!, `sent-${tag}.txt`);
    const sent = await gql<{ node: { files: { nodes: Array<{ senderId: string }> } } }>(
      headers.session,
      `{ node(id: "${request.id}") { ... on FileRequest { files { nodes { senderId } } } } }`,
    );
    await run(
      'SHARE',
      'fileRequestBlockSender',
      `(input: { id: "${request.id}", senderId: "${sent.node.files.nodes[0]!.senderId}", trashFiles: false })`,
    );
    await run('SHARE', 'fileRequestClose', `(input: { id: "${request.id}" })`);
    await run('SHARE', 'fileRequestDelete', `(input: { id: "${request.id}" })`);
    await run('WRITE', 'versionRestore', `(input: { fileId: "${fileId}", versionId: "${versionId}" })`);
    const versions = await gql<{ item: { versions: Ids } }>(
      headers.session,
      `{ item(id: "${fileId}") { versions { nodes { id } } } }`,
    );
    await run(
      'WRITE',
      'versionDelete',
      `(input: { fileId: "${fileId}", versionId: "${versions.item.versions.nodes[0]!.id}" })`,
    );
    const upload = await mutator
      .post('/api/uploads')
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', '10')
      .set('Upload-Metadata', `filename ${Buffer.from(`cancel-${tag}.txt`).toString('base64')}`)
      .expect(201);
    await run('WRITE', 'uploadCancel', `(input: { id: "${String(upload.headers['location']).split('/').pop()}" })`);
    const created = await run('session', 'createAccessToken', `(input: { name: "old", scopes: [READ] })`);
    const old = (created['accessToken'] as { id: string }).id;
    await run('session', 'accessTokenRevoke', `(input: { id: "${old}" })`);
    const hook = await run(
      'WRITE',
      'createWebhook',
      `(input: { url: "http://127.0.0.1:9/m", eventTypes: ["SHARE_WITHDRAWN"] })`,
    );
    const hookId = (hook['webhook'] as { id: string; databaseId: string }).id;
    await run('WRITE', 'rotateWebhookSecret', `(input: { id: "${hookId}" })`);
    const db = t.app.get(DataSource);
    const [message] = await db.query<Array<{ id: string }>>(
      `INSERT INTO webhook_message (endpoint_id, event_type, body) VALUES ($1, 'SHARE_WITHDRAWN', '{}') RETURNING id`,
      [(hook['webhook'] as { databaseId: string }).databaseId],
    );
    const [delivery] = await db.query<Array<{ id: string }>>(
      `INSERT INTO webhook_delivery (message_id, endpoint_id, attempt, status, response_code, latency_ms, attempted_at)
       VALUES ($1, $2, 1, 'failed', 500, 5, now()) RETURNING id`,
      [message!.id, (hook['webhook'] as { databaseId: string }).databaseId],
    );
    await run('WRITE', 'redeliverWebhook', `(input: { deliveryId: "${delivery!.id}" })`);
    await run('WRITE', 'deleteWebhook', `(input: { id: "${hookId}" })`);
    // A second session of the mutator's, ended from the first.
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': mutator.address },
      body: JSON.stringify({ email: mutator.email, password: 'Str0ng!pass' }),
    });
    expect(login.status).toBe(200);
    const sessions = await gql<{ me: { sessions: { nodes: Array<{ id: string; current: boolean }> } } }>(
      headers.session,
      '{ me { sessions { nodes { id current } } } }',
    );
    const other = sessions.me.sessions.nodes.find((n) => !n.current)!;
    await run('session', 'sessionEnd', `(input: { id: "${other.id}" })`);
    // What a friend shares by link: opened, and added to the mutator's files (both ways).
    const gift = (await uploadFiles(friend, [{ name: `gift-${tag}.txt`, content: tag }]).expect(201)).body.created[0]
      .id as string;
    const giftFolder = (
      await friend
        .post('/api/files/folder')
        .send({ name: `Gifts-${tag}`, path: '/' })
        .expect(201)
    ).body._id as string;
    const links = await gql<Record<'open' | 'listed' | 'folder', { shareLink: { token: string } }>>(
      friendHeaders,
      `mutation {
        open: shareLinkCreate(input: { fileId: "${gift}", scope: PUBLIC }) { shareLink { token } }
        folder: shareLinkCreate(input: { folderId: "${giftFolder}", scope: PUBLIC }) { shareLink { token } }
        listed: shareLinkCreate(input: { fileId: "${gift}", scope: RESTRICTED, emails: ["${mutator.email}"] }) { shareLink { token } }
      }`,
    );
    const open = links.open.shareLink.token;
    const listed = links.listed.shareLink.token;
    await run('READ', 'shareAccess', `(token: "${open}")`);
    await run('READ', 'shareFolderAccess', `(token: "${links.folder.shareLink.token}")`);
    await run('WRITE', 'sharedFileAdd', `(input: { token: "${open}" })`);
    await run('WRITE', 'addSharedFileToMyFiles', `(token: "${open}")`);
    await gql(
      { 'x-forwarded-for': mutator.address },
      `mutation { requestShareCode(email: "${mutator.email}", token: "${listed}") }`,
    );
    const raw = await nextAppMail(t.server, mutator.email, 'enter this code');
    const code = /\b(\d{6})\b/.exec(raw.slice(raw.indexOf('enter this code')))![1]!;
    // As the visitor who asked for the code.
    await run('session', 'verifyShareCode', `(code: "${code}", email: "${mutator.email}", token: "${listed}")`, {
      'x-forwarded-for': mutator.address,
    });
    // An authenticator app's set-up, left unconfirmed: the password alone still signs the mutator in.
    await run('session', 'twoFactorSetup', `(input: { password: "Str0ng!pass" })`);
    const creation = await gql<{ passkeyRegistrationOptions: string }>(
      headers.session,
      'mutation { passkeyRegistrationOptions(password: "Str0ng!pass") }',
    );
    const answer = new SoftwarePasskey(t.config.publicUrl).create(JSON.parse(creation.passkeyRegistrationOptions));
    await run(
      'session',
      'passkeyRegister',
      `(input: { name: "Key", responseJson: ${JSON.stringify(JSON.stringify(answer))} })`,
    );
  }, 60_000);

  it('saw every refusal asked for below a null object refused on another path', () => {
    expect([...unobserved].filter((refusal) => !observed.has(refusal))).toEqual([]);
  });

  it('reached every field of the schema with a caller allowed to see it', () => {
    const all = [...schema.types.values()]
      .filter((type) => type.kind === 'OBJECT' && !type.name.startsWith('__'))
      .flatMap((type) => (type.fields ?? []).map((field) => `${type.name}.${field.name}`));
    expect(all.filter((coordinate) => !reached.has(coordinate))).toEqual([]);
  });

  describe('the reported holes', () => {
    it('a READ token does not get link tokens through me { shareLinks }', async () => {
      const answer = await ask(auth.READ, '{ me { shareLinks(first: 2) { nodes { url token } } } }');
      expect(answer.errors?.map((e) => [e.extensions?.code, e.path?.join('.')])).toEqual([
        ['FORBIDDEN', 'me.shareLinks'],
      ]);
      expect(JSON.stringify(answer.data)).not.toMatch(/token|url/);
    });

    it('a READ token does not get the sessions through me { sessions }', async () => {
      const answer = await ask(auth.READ, '{ me { sessions { nodes { clientAddress userAgent } } } }');
      expect(answer.errors?.map((e) => [e.extensions?.code, e.path?.join('.')])).toEqual([
        ['FORBIDDEN', 'me.sessions'],
      ]);
      expect(JSON.stringify(answer.data)).not.toMatch(/clientAddress|userAgent/);
    });

    it("a WRITE token renames, but does not get the item's versions or links in the payload", async () => {
      const answer = await ask(
        auth.WRITE,
        `mutation { itemRename(input: { id: "${ids['file']}", name: "${fileName}" }) {
          item { size versions { nodes { id } } shareLinks { nodes { token } } }
        } }`,
      );
      const forbidden = (answer.errors ?? []).map((e) => [e.extensions?.code, e.path?.join('.')]);
      expect(forbidden.length).toBeGreaterThan(0);
      for (const [code, path] of forbidden) {
        expect(code).toBe('FORBIDDEN');
        expect(['itemRename.item.versions', 'itemRename.item.shareLinks']).toContain(path);
      }
      expect(JSON.stringify(answer.data)).not.toMatch(/nodes/);
      // The same payload without the fields WRITE does not allow answers in full.
      const plain = await ask(
        auth.WRITE,
        `mutation { itemRename(input: { id: "${ids['file']}", name: "${fileName}" }) { item { name size } userErrors { code } } }`,
      );
      expect(plain.errors).toBeUndefined();
      expect(plain.data?.['itemRename']).toMatchObject({ item: { name: fileName }, userErrors: [] });
    });

    it('a SHARE token that would also trash what a sender sent is refused before the sender is blocked', async () => {
      const db = t.app.get(DataSource);
      const sent = await ask(
        auth.session,
        `{ node(id: "${ids['FileRequest']}") { ... on FileRequest { files { nodes { senderId } } } } }`,
      );
      const senderId = (sent.data?.['node'] as { files: { nodes: Array<{ senderId: string }> } }).files.nodes[0]!
        .senderId;
      const answer = await ask(
        auth.SHARE,
        `mutation { fileRequestBlockSender(input: { id: "${ids['FileRequest']}", senderId: "${senderId}", trashFiles: true }) {
          blocked trashed userErrors { code }
        } }`,
      );
      expect(answer.errors?.map((e) => [e.extensions?.code, e.path?.join('.')])).toEqual([
        ['FORBIDDEN', 'fileRequestBlockSender'],
      ]);
      expect(await db.query('SELECT value FROM file_request_block WHERE owner_id = $1', [owner.userId])).toEqual([]);
    });

    it('a token with every scope cannot list access tokens', async () => {
      const all = await ask(
        auth.session,
        'mutation { accessTokenCreate(input: { name: "all", scopes: [READ, WRITE, SHARE] }) { token } }',
      );
      const token = (all.data?.['accessTokenCreate'] as { token: string }).token;
      const answer = await ask(
        { authorization: `Bearer ${token}`, 'x-forwarded-for': owner.address },
        '{ accessTokens { nodes { name scopes lastUsedAt } } }',
      );
      expect(answer.errors?.map((e) => [e.extensions?.code, e.path?.join('.')])).toEqual([
        ['FORBIDDEN', 'accessTokens'],
      ]);
      expect(answer.data).toBeNull();
    });
  });
});
