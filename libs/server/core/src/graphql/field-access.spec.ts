import {
  buildSchema,
  execute,
  isObjectType,
  parse,
  subscribe,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { currentActor, type Actor } from '../security/request-context';
import { enforceFieldRules, fieldRuleGaps } from './field-access';
import type { FieldRule } from './field-access.table';

const typeDefs = `
  type Link { token: String! note: String }
  type File { name: String! link: Link versions: [String!] owner: String }
  type Query { file: File! viewer: String }
  type Subscription { changed: String }
`;

const RULES: Record<string, Record<string, FieldRule>> = {
  Query: { file: 'read', viewer: 'open' },
  File: { name: 'open', link: 'share', versions: 'read', owner: 'open' },
  Link: { token: 'share', note: 'open' },
  Subscription: { changed: 'read' },
};

type Resolvers = Record<
  string,
  Record<string, GraphQLFieldResolver<unknown, unknown> | { subscribe: GraphQLFieldResolver<unknown, unknown> }>
>;

/** The schema of `typeDefs` with these resolvers (graphql-js alone). */
function makeExecutableSchema({
  typeDefs,
  resolvers = {},
}: {
  typeDefs: string;
  resolvers?: Resolvers;
}): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(typeName);
    for (const [name, resolver] of Object.entries(fields)) {
      const field = type.getFields()[name]!;
      if (typeof resolver === 'function') field.resolve = resolver;
      else field.subscribe = resolver.subscribe;
    }
  }
  return schema;
}

const token = (...scopes: Array<'read' | 'write' | 'share'>): Actor => ({
  userId: 'u',
  via: 'token',
  scopes: new Set(scopes),
});
const session: Actor = { userId: 'u', via: 'session', scopes: new Set() };

describe(enforceFieldRules.name, () => {
  let linkReads = 0;
  let actorSeenByOwner: Actor | undefined;
  const sut = () =>
    enforceFieldRules(
      makeExecutableSchema({
        typeDefs,
        resolvers: {
          Query: { file: () => ({ name: 'a.txt' }), viewer: () => currentActor()?.via ?? 'nobody' },
          File: {
            link: () => (linkReads++, { token: 'secret' }),
            versions: () => ['v1'],
            // A resolver two levels down, after an await: it must still see the caller.
            owner: async () => {
              await new Promise((resolve) => setTimeout(resolve, 1));
              actorSeenByOwner = currentActor();
              return 'u';
            },
          },
          Subscription: {
            changed: {
              subscribe: async function* () {
                yield { changed: 'event' };
              },
            },
          },
        },
      }),
      RULES,
    );

  const run = async (actor: Actor | undefined, query: string) =>
    await execute({ schema: sut(), document: parse(query), contextValue: { req: { actor } } });
  const refusals = (result: ExecutionResult) =>
    (result.errors ?? []).map((e) => [e.extensions['code'], e.path?.join('.'), e.message]);

  beforeEach(() => {
    linkReads = 0;
    actorSeenByOwner = undefined;
  });

  it('refuses a nested field the token lacks the scope for, before its resolver runs', async () => {
    const result = await run(token('read'), '{ file { name link { token } versions } }');
    expect(refusals(result)).toEqual([['FORBIDDEN', 'file.link', 'This access token lacks the "share" scope.']]);
    expect(result.data).toEqual({ file: { name: 'a.txt', link: null, versions: ['v1'] } });
    expect(linkReads).toBe(0);
  });

  it('checks a field without a resolver of its own under its rule (a plain property)', async () => {
    const result = await execute({
      schema: sut(),
      document: parse('{ file { link { token note } } }'),
      contextValue: { req: { actor: token('share', 'read') } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ file: { link: { token: 'secret', note: null } } });
  });

  it('refuses at the root with the session rule and the scope rule alike', async () => {
    expect(refusals(await run(token('write'), '{ file { name } }'))).toEqual([
      ['FORBIDDEN', 'file', 'This access token lacks the "read" scope.'],
    ]);
    expect((await run(session, '{ file { name link { token } } }')).errors).toBeUndefined();
    expect((await run(undefined, '{ viewer }')).data).toEqual({ viewer: 'nobody' });
  });

  it('runs every resolver, at any depth and after awaits, as the caller', async () => {
    const caller = token('read');
    const result = await run(caller, '{ viewer file { owner } }');
    expect(result.data).toEqual({ viewer: 'token', file: { owner: 'u' } });
    expect(actorSeenByOwner).toBe(caller);
  });

  it('checks a subscription when it starts', async () => {
    const refused = await subscribe({
      schema: sut(),
      document: parse('subscription { changed }'),
      contextValue: { req: { actor: token('write') } },
    });
    expect(refusals(refused as ExecutionResult)).toEqual([
      ['FORBIDDEN', 'changed', 'This access token lacks the "read" scope.'],
    ]);
    const allowed = (await subscribe({
      schema: sut(),
      document: parse('subscription { changed }'),
      contextValue: { req: { actor: token('read') } },
    })) as AsyncIterableIterator<ExecutionResult>;
    expect((await allowed.next()).value).toEqual({ data: { changed: 'event' } });
  });

  it('will not start while a field has no rule, or a rule names no field', () => {
    const schema = makeExecutableSchema({ typeDefs });
    const { name: _name, ...fileWithoutName } = RULES['File']!;
    expect(fieldRuleGaps(schema, { ...RULES, File: fileWithoutName, Gone: {} })).toEqual({
      missing: ['File.name'],
      stale: ['Gone.*'],
    });
    expect(() => enforceFieldRules(schema, { ...RULES, Link: { token: 'share' } })).toThrow(
      /Fields without a rule: Link\.note/,
    );
    expect(() => enforceFieldRules(schema, { ...RULES, Link: { ...RULES['Link'], url: 'open' } })).toThrow(
      /Rules for no field: Link\.url/,
    );
  });
});
