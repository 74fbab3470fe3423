import { ApolloServer } from '@apollo/server';
import { queryLimitsPlugin } from './query-limits.plugin';

// A recursive schema, where depth and fan-out can grow without bound.
const typeDefs = `
  type Folder { id: ID! name: String! children(first: Int = 10): [Folder!]! parent: Folder }
  type Query { root: Folder! folders(first: Int = 100): [Folder!]! }
`;
const folder = (id: string): Record<string, unknown> => ({ id, name: id, children: () => [folder(`${id}.1`)], parent: () => folder(`${id}^`) });

describe(queryLimitsPlugin.name, () => {
  let resolved = 0;
  const server = new ApolloServer({
    typeDefs,
    resolvers: { Query: { root: () => (resolved++, folder('r')), folders: () => (resolved++, [folder('a')]) } },
    plugins: [queryLimitsPlugin({ maxDepth: 5, maxCost: 500 })],
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
    const { errors } = await run('fragment P on Folder { parent { parent { parent { id } } } } { root { parent { parent { ...P } } } }');
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
});
