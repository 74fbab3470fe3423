import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import { formatGraphqlError, queryLimitsPlugin, type AppConfig } from '@coffer/server-core';

/** Per-operation limits: deep nesting and huge fan-outs are refused before anything runs. */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxCost: 10_000 };

/** GraphQL at /api/graphql, code-first; the schema is printed to apps/server/schema.gql by a test. */
export function graphqlConfig(config: AppConfig): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: '/api/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: config.graphqlIntrospection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    context: ({ req, res }: { req: Request; res: Response }) => ({ req, res }),
    formatError: formatGraphqlError,
    plugins: [queryLimitsPlugin(GRAPHQL_LIMITS)],
  };
}
