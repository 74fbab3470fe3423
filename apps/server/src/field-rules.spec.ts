import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { FIELD_RULES, fieldRuleGaps } from '@coffer/server-core';

// The server will not start while a field of its schema has no rule; this says so at once, from
// the committed schema, without booting it.
describe('GraphQL field rules', () => {
  it('give every field of the committed schema.gql a rule, and name no other field', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '..', 'schema.gql'), 'utf8'));
    expect(fieldRuleGaps(schema, FIELD_RULES)).toEqual({ missing: [], stale: [] });
  });
});
