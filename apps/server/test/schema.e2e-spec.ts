import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSchema } from 'graphql';
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
