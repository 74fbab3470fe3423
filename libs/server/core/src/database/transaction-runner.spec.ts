import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { TransactionRunner } from './transaction-runner';

/** A data source that records the statements sent, inside a transaction or not. */
function recordingDataSource() {
  const statements: string[] = [];
  const manager = { query: async (sql: string) => void statements.push(`tx: ${sql}`) } as unknown as EntityManager;
  const dataSource = {
    query: async (sql: string) => void statements.push(sql),
    transaction: async (work: (m: EntityManager) => Promise<unknown>) => {
      statements.push('BEGIN');
      const result = await work(manager);
      statements.push('COMMIT');
      return result;
    },
  } as unknown as DataSource;
  return { dataSource, statements };
}

describe(TransactionRunner.name, () => {
  const UPDATE = 'UPDATE lease SET holder = $1';

  it('on PostgreSQL, lets one statement commit without waiting for the log flush', async () => {
    const { dataSource, statements } = recordingDataSource();
    const sut = new TransactionRunner(dataSource, { databaseUrl: 'postgres://db/coffer' } as AppConfig);
    await sut.queryWithoutFlushWait(UPDATE, ['a']);
    expect(statements).toEqual(['BEGIN', 'tx: SET LOCAL synchronous_commit TO OFF', `tx: ${UPDATE}`, 'COMMIT']);
  });

  it('on the embedded database, which never waits for a flush, sends the statement alone', async () => {
    const { dataSource, statements } = recordingDataSource();
    const sut = new TransactionRunner(dataSource, { databaseUrl: undefined } as AppConfig);
    await sut.queryWithoutFlushWait(UPDATE, ['a']);
    expect(statements).toEqual([UPDATE]);
  });
});
