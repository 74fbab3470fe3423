import { ApolloServer } from '@apollo/server';
import { getIntrospectionQuery } from 'graphql';
import { queryLimitsPlugin } from './query-limits.plugin';

// A recursive schema, where depth and fan-out can grow without bound.
const typeDefs = `
  type Folder { id: ID! name: String! children(first: Int = 10): [Folder!]! parent: Folder }
  type Query { root: Folder! folders(first: Int = 100): [Folder!]! }
`;
const folder = (id: string): Record<string, unknown> => ({
  id,
  name: id,
  children: () => [folder(`${id}.1`)],
  parent: () => folder(`${id}^`),
});

describe(queryLimitsPlugin.name, () => {
  let resolved = 0;
  const server = new ApolloServer({
    typeDefs,
    resolvers: { Query: { root: () => (resolved++, folder('r')), folders: () => (resolved++, [folder('a')]) } },
    plugins: [queryLimitsPlugin({ maxDepth: 5, maxCost: 500, maxAliases: 20 })],
  });

  async function run(query: string, variables?: Record<string, unknown>) {
    const res = await server.executeOperation({ query, variables });
    if (res.body.kind !== 'single') throw new Error('unexpected incremental result');
    return { errors: res.body.singleResult.errors, status: res.http.status };
  }

  it('lets queries within the limits run', async () => {
    expect((await run('{ root { children { children { name } } } }')).errors).toBeUndefined();
  });

  it('refuses a query deeper than the limit before any resolver runs', async () => {
    resolved = 0;
    const { errors, status } = await run('{ root { parent { parent { parent { parent { parent { id } } } } } } }');
    expect(errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_DEEP');
    expect(status).toBe(400);
    expect(resolved).toBe(0);
  });

  it('counts depth through fragments', async () => {
    const { errors } = await run(
      'fragment P on Folder { parent { parent { parent { id } } } } { root { parent { parent { ...P } } } }',
    );
    expect(errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_DEEP');
  });

  it('refuses a fan-out past the cost limit, counting page sizes from variables and aliases', async () => {
    resolved = 0;
    const big = await run('query($n: Int) { folders(first: $n) { children(first: 50) { id } } }', { n: 100 });
    expect(big.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COMPLEX');
    expect(resolved).toBe(0);
    const aliases = await run(`{ ${Array.from({ length: 300 }, (_, i) => `a${i}: root { id }`).join(' ')} }`);
    expect(aliases.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COMPLEX');
    expect((await run('{ folders(first: 10) { id name } }')).errors).toBeUndefined();
  });

  it("lets graphql-js's standard introspection query through (tools send it), despite its depth", async () => {
    const { errors } = await run(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        inputValueDeprecation: true,
      }),
    );
    expect(errors).toBeUndefined();
  });

  it('prices introspection by what it returns and bounds its depth', async () => {
    const recursive = await run(
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }',
    );
    expect(recursive.errors?.[0]?.extensions?.['code']).toMatch(/^(QUERY_TOO_COMPLEX|GRAPHQL_VALIDATION_FAILED)$/);
    const deep = await run(
      `{ __type(name: "Folder") { fields { type { ${'ofType { '.repeat(25)} name ${'} '.repeat(25)} } } } }`,
    );
    expect(deep.errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_DEEP');
  });

  it('caps aliases per operation, counting fragments each time they are spread', async () => {
    resolved = 0;
    const fragment = `fragment Many on Folder { ${Array.from({ length: 7 }, (_, i) => `n${i}: name`).join(' ')} }`;
    const { errors } = await run(
      `${fragment} { root { ...Many c: children(first: 1) { ...Many } p: parent { ...Many } } }`,
    );
    expect(errors?.[0]?.extensions?.['code']).toBe('QUERY_TOO_COMPLEX');
    expect(errors?.[0]?.message).toMatch(/aliases/);
    expect(resolved).toBe(0);
  });

  it('checks fragments spread exponentially without expanding them (the check itself stays cheap)', async () => {
    // F0 spreads F1 twice, F1 spreads F2 twice ... : 2^40 leaves if expanded naively.
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Folder { id }`
        : `fragment F${i} on Folder { ...F${i + 1} children(first: 1) { ...F${i + 1} } }`,
    ).join(' ');
    const { errors } = await run(`${fragments} { root { ...F0 } }`);
    expect(errors?.[0]?.extensions?.['code']).toMatch(/^QUERY_TOO_(DEEP|COMPLEX)$/);
  });
});
