import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Runs work in one database transaction. Repositories take the optional EntityManager it hands
 * out, so every statement of a use case shares the same connection (required on the embedded
 * database, whose pool holds one connection).
 */
@Injectable()
export class TransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
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
