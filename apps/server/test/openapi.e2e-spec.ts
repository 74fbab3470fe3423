import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModulesContainer } from '@nestjs/core';
import Ajv from 'ajv';
import createClient from 'openapi-fetch';
import { IS_PUBLIC_KEY } from '@coffer/server-core';
import {
  createTestApp,
  randomEmail,
  restRouteTable,
  STRONG_PASSWORD,
  testClient,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';
import type { paths } from './openapi/rest-api';

const TYPES_FILE = join(__dirname, 'openapi', 'rest-api.d.ts');
const TOOLS = join(__dirname, 'openapi', 'openapi-tools.mjs');

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  enum?: unknown[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Array<Record<string, string[]>>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, unknown>> };
}

/** OpenAPI 3.0 schemas as JSON Schema for Ajv: `nullable: true` becomes "or null" (Ajv reads it only beside `type`). */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, toJsonSchema(value)]),
  ) as Record<string, unknown>;
  return nullable === true ? { anyOf: [rest, { type: 'null' }] } : rest;
}

/** Runs openapi-tools.mjs (the ESM-only tools run outside jest) on the document. */
function runTool(command: 'lint' | 'types', document: OpenApiDocument): string {
  const file = join(mkdtempSync(join(tmpdir(), 'coffer-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  return execFileSync(process.execPath, [TOOLS, command, file], { encoding: 'utf8' });
}

describe('OpenAPI description of the REST facade (/api/docs)', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    document = (await testClient(t.server).get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });
  afterAll(() => t.close());

  const schemaOf = (schema: Schema): Schema =>
    schema.$ref ? schemaOf(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
  const propertiesOf = (schema: Schema): string[] => {
    const resolved = schemaOf(schema);
    return [...Object.keys(resolved.properties ?? {}), ...(resolved.allOf ?? []).flatMap(propertiesOf)];
  };

  it("passes the Redocly linter's recommended rules with no error and no warning", () => {
    const problems = JSON.parse(runTool('lint', document)) as Array<{ severity: string }>;
    expect(problems).toEqual([]);
  });

  it('documents every REST route: its parameters, body fields, a success answer and its error codes', () => {
    const missing: string[] = [];
    for (const route of restRouteTable(t.app).routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.key}: not documented`);
        continue;
      }
      const parameters = new Set((operation.parameters ?? []).map((p) => `${p.in} ${p.name}`));
      for (const name of route.pathParams)
        if (!parameters.has(`path ${name}`)) missing.push(`${route.key}: path parameter ${name}`);
      for (const name of route.queryFields)
        if (!parameters.has(`query ${name}`)) missing.push(`${route.key}: query parameter ${name}`);
      const body = operation.requestBody ? Object.values(operation.requestBody.content)[0]!.schema : undefined;
      const bodyProperties = new Set(body ? propertiesOf(body) : []);
      for (const field of route.bodyFields ?? [])
        if (!bodyProperties.has(field)) missing.push(`${route.key}: body field ${field}`);
      const statuses = Object.keys(operation.responses);
      if (!statuses.some((s) => s.startsWith('2'))) missing.push(`${route.key}: no success answer`);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const codes =
          operation.responses[status]!.content?.['application/json']?.schema.allOf?.[1]?.properties?.['code']?.enum;
        if (!codes?.length) missing.push(`${route.key}: ${status} without error codes`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('marks exactly the public routes as needing no credentials, and every other route as taking the cookie or a token', () => {
    const controllers = new Map<string, { prototype: Record<string, object> }>();
    for (const module of t.app.get(ModulesContainer).values())
      for (const wrapper of module.controllers.values())
        if (wrapper.metatype) controllers.set(wrapper.metatype.name, wrapper.metatype);
    const wrong: string[] = [];
    for (const route of restRouteTable(t.app).routes) {
      const [controllerName, method] = route.handler.split('.') as [string, string];
      const controller = controllers.get(controllerName)!;
      const isPublic =
        Reflect.getMetadata(IS_PUBLIC_KEY, controller.prototype[method]!) === true ||
        Reflect.getMetadata(IS_PUBLIC_KEY, controller) === true;
      const security = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!.security!;
      const anonymousAllowed =
        security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
      const schemes = security.flatMap((requirement) => Object.keys(requirement)).sort();
      if (isPublic !== anonymousAllowed)
        wrong.push(`${route.key}: public ${isPublic}, documented ${JSON.stringify(security)}`);
      if (!isPublic && schemes.join() !== 'accessToken,session') wrong.push(`${route.key}: schemes ${schemes.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists the error codes a route answers under their statuses', () => {
    const codes = (path: string, method: string, status: string) =>
      document.paths[path]![method]!.responses[status]!.content!['application/json']!.schema.allOf![1]!.properties![
        'code'
      ]!.enum;
    expect(codes('/api/files/download/{id}', 'get', '404')).toEqual(['FILE_NOT_FOUND']);
    expect(codes('/api/files/download/{id}', 'get', '401')).toEqual(['UNAUTHORIZED']);
    expect(codes('/api/share/access/{token}', 'get', '401')).toEqual(['PASSWORD_REQUIRED']);
    expect(codes('/api/share/add-to-account/{token}', 'post', '403')).toEqual(
      expect.arrayContaining(['PASSWORD_REQUIRED', 'WRONG_PASSWORD', 'FORBIDDEN_ORIGIN']),
    );
    expect(codes('/api/auth/login', 'post', '401')).toEqual(['INVALID_CREDENTIALS', 'SECOND_FACTOR_REQUIRED']);
  });

  it('describes the session cookie and an opaque bearer token as security schemes', () => {
    const schemes = Object.values(document.components.securitySchemes);
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'coffer_sid' }));
    expect(schemes).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect(JSON.stringify(schemes)).not.toContain('JWT');
    expect(document.paths['/api/files/list']!['get']!.security).toEqual([{ session: [] }, { accessToken: [] }]);
    expect(document.paths['/api/auth/login']!['post']!.security).toEqual([]);
    expect(
      propertiesOf(document.paths['/api/auth/login']!['post']!.requestBody!.content['application/json']!.schema),
    ).toEqual(['email', 'password']);
  });

  it('has committed client types equal to what openapi-typescript generates (UPDATE_OPENAPI_TYPES=1 to refresh)', () => {
    const generated = `// Generated by openapi-typescript from /api/docs-json (apps/server/test/openapi.e2e-spec.ts); do not edit.\n${runTool('types', document)}`;
    if (process.env['UPDATE_OPENAPI_TYPES'] === '1') writeFileSync(TYPES_FILE, generated);
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(generated);
  });

  it('lets a client generated from it sign up, upload (multipart), list, share and move, each answer matching its schema', async () => {
    // Every JSON answer is checked against the schema documented for its route and status.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: 'openapi', components: toJsonSchema(document.components) });
    const mismatches: string[] = [];
    const checkAnswer = async (request: Request, response: Response) => {
      const [path, method] = [new URL(request.url).pathname, request.method.toLowerCase()];
      // A literal path wins over a template (/api/share/unseen over /api/share/{token}), as in the router.
      const route = [path, ...Object.keys(document.paths)].find(
        (p) => document.paths[p]?.[method] && new RegExp(`^${p.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
      )!;
      const schema =
        document.paths[route]![method]!.responses[String(response.status)]?.content?.['application/json']?.schema;
      if (!schema) return void mismatches.push(`${request.method} ${route} ${response.status}: not documented`);
      const validate = ajv.compile(
        JSON.parse(
          JSON.stringify(toJsonSchema(schema)).replaceAll('"#/components/', '"openapi#/components/'),
        ) as object,
      );
      if (!validate(await response.clone().json()))
        mismatches.push(`${request.method} ${route} ${response.status}: ${ajv.errorsText(validate.errors)}`);
    };

    let cookie = '';
    const client = createClient<paths>({ baseUrl: t.url });
    client.use({
      onRequest: ({ request }) => {
        if (cookie) request.headers.set('Cookie', cookie);
        return request;
      },
      onResponse: async ({ request, response }) => {
        const session = response.headers.getSetCookie().find((c) => c.startsWith('coffer_sid='));
        if (session) cookie = session.split(';')[0]!;
        await checkAnswer(request, response);
        return response;
      },
    });

    const signUp = await client.POST('/api/auth/register', {
      body: { email: randomEmail('openapi'), password: STRONG_PASSWORD, name: 'Client' },
    });
    expect(signUp.response.status).toBe(201);
    expect(signUp.data).toEqual({ id: expect.any(String), email: expect.any(String), name: 'Client' });

    const upload = await client.POST('/api/files/upload', {
      body: { relativePaths: ['Notes/hello.txt'] },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('files', new Blob(['hello from a generated client\n'], { type: 'text/plain' }), 'hello.txt');
        for (const path of body.relativePaths ?? []) form.append('relativePaths', path);
        return form;
      },
    });
    expect(upload.response.status).toBe(201);
    const created = upload.data!.created[0]!;
    expect(created).toEqual({ id: expect.any(String), name: 'hello.txt', path: '/Notes/', filename: 'hello.txt' });
    expect(upload.data!.shareLink).toBeNull();

    const listing = await client.GET('/api/files/list', { params: { query: { path: '/Notes/' } } });
    expect(listing.data!.items.map((item) => [item._id, item.name, item.mimetype, item.size])).toEqual([
      [created.id, 'hello.txt', 'text/plain', 30],
    ]);

    const share = await client.POST('/api/share/create', {
      body: { fileId: created.id, scope: 'public', expiresIn: 86400 },
    });
    expect(share.response.status).toBe(201);
    expect(share.data!.shareUrl).toBe(`${t.config.publicUrl}/share/${share.data!.token}`);

    const opened = await client.GET('/api/share/access/{token}', { params: { path: { token: share.data!.token } } });
    // A file link answers the file's metadata (a folder or set link answers a grant to browse it).
    const file = opened.data && 'metadata' in opened.data ? opened.data : undefined;
    expect(file?.metadata.originalName).toBe('hello.txt');

    const refused = await client.GET('/api/files/download/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(refused.response.status).toBe(404);
    expect(refused.error).toEqual({ statusCode: 404, code: 'FILE_NOT_FOUND', message: expect.any(String) });

    const folder = await client.POST('/api/files/folder', { body: { name: 'Archive', path: '/' } });
    const moved = await client.PUT('/api/files/move', {
      body: { itemId: created.id, targetFolderId: folder.data!._id },
    });
    expect(moved.data!.movedItem).toMatchObject({ _id: created.id, path: '/Archive/', hasShareLink: true });
    expect((await client.GET('/api/files/shared-with-me')).data).toEqual([]);
    const unknownLink = await client.GET('/api/share/access/{token}', { params: { path: { token: 'A'.repeat(32) } } });
    expect(unknownLink.error).toMatchObject({ code: 'SHARE_NOT_FOUND' });

    const unseen = await client.GET('/api/share/unseen');
    expect(unseen.data).toEqual({ unseen: 0, unseenLinks: [] });
    const storage = await client.GET('/api/files/storage');
    expect(storage.data!.used).toBe(30);
    expect(mismatches).toEqual([]);
  });
});

describe('Citations of our docs in code', () => {
  const root = join(__dirname, '..', '..', '..');

  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') yield* sources(path);
      else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
    }
  }

  it('name headings that exist, e.g. "docs/rest-api.md, Errors"', () => {
    const headings = new Map<string, string[]>();
    const headingsOf = (doc: string) => {
      if (!headings.has(doc))
        headings.set(
          doc,
          [...readFileSync(join(root, doc), 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!),
        );
      return headings.get(doc)!;
    };
    const broken: string[] = [];
    for (const base of ['apps/server', 'libs/server', 'libs/shared']) {
      for (const file of sources(join(root, base))) {
        for (const [, doc, cited] of readFileSync(file, 'utf8').matchAll(/(docs\/[\w-]+\.md), ([^)`'"\n]+)/g)) {
          if (!headingsOf(doc!).some((heading) => cited!.startsWith(heading) || heading.startsWith(cited!.trim())))
            broken.push(`${file}: ${doc}, ${cited}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
