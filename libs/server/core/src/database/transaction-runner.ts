import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Runs work in one database transaction. Repositories take the optional EntityManager it hands
 * out, so every statement of a use case shares the same connection (required on the embedded
 * database, whose pool holds one connection).
 */
@Injectable()
export class TransactionRunner {
  /**
   * Whether a commit waits for its log flush. The embedded database (PGlite) never flushes on
   * commit, so there the setting below would only cost three more statements, each run by the
   * server's own CPU.
   */
  private readonly commitsWaitForFlush: boolean;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    this.commitsWaitForFlush = config === undefined || config.databaseUrl !== undefined;
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Runs one statement in a transaction whose commit does not wait for the write-ahead log to reach
   * the disk (`synchronous_commit off`): the change is visible at once and atomic, but a crash may
   * lose the last fraction of a second of such commits. Only for bookkeeping whose loss is harmless
   * (a hit counter, a lease, an offset the bytes on disk still back): waiting for the flush puts each
   * of them behind whatever else the disk is writing.
   */
  queryWithoutFlushWait<T>(sql: string, params: unknown[]): Promise<T> {
    if (!this.commitsWaitForFlush) return this.dataSource.query<T>(sql, params);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL synchronous_commit TO OFF');
      return manager.query<T>(sql, params);
    });
  }
}

const MANAGERS = new WeakMap<TransactionContext, EntityManager>();

/**
 * A transaction in progress as one feature hands it to another ("run your statements in here"),
 * without putting the ORM in the interface between them. Only repositories open it.
 */
export class TransactionContext {
  private constructor() {}

  static of(manager: EntityManager): TransactionContext {
    const context = new TransactionContext();
    MANAGERS.set(context, manager);
    return context;
  }

  /** For repositories: the connection the transaction's statements run on. */
  static managerOf(context: TransactionContext): EntityManager {
    return MANAGERS.get(context)!;
  }
}
