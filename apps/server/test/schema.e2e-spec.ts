import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { isInputObjectType, isObjectType, printSchema, type GraphQLNamedType } from 'graphql';
import { DataSource } from 'typeorm';
import { runMigrations } from '@coffer/server-core';
import { createTestApp, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const SCHEMA_FILE = join(__dirname, '..', 'schema.gql');

describe('Schema drift gates', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it('has committed schema.gql equal to the schema the code generates (npm run schema:update)', () => {
    const generated = `${printSchema(t.app.get(GraphQLSchemaHost).schema)}\n`;
    if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(SCHEMA_FILE, generated);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(generated);
  });

  it('describes every type, field and argument for integrators', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const roots = new Set(
      [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((r) => r?.name),
    );
    const builtIn = (type: GraphQLNamedType) =>
      type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name);
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (builtIn(type)) continue;
      if (!type.description && !roots.has(type.name)) missing.push(`type ${type.name}`);
      if (!isObjectType(type) && !isInputObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : [])
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has migrations that produce exactly what the entities declare', async () => {
    const dataSource = t.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('applies nothing when migrations run again', async () => {
    const dataSource = t.app.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    expect(await runMigrations(dataSource, null)).toEqual([]);
  });
});
