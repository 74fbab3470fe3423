import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import { formatGraphqlError } from '@coffer/server-core';

/** GraphQL at /api/graphql, code-first; the schema is printed to apps/server/schema.gql by a test. */
export function graphqlConfig(): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: '/api/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    context: ({ req, res }: { req: Request; res: Response }) => ({ req, res }),
    formatError: formatGraphqlError,
  };
}
