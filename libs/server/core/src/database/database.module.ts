import { join } from 'node:path';
import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { TransactionRunner } from './transaction-runner';

// Carried from the options factory to the data source factory (the options object is spread between them).
const EMBEDDED = Symbol('embeddedPostgres');
type OptionsWithEmbedded = DataSourceOptions & { [EMBEDDED]?: EmbeddedPostgres };

/**
 * PostgreSQL through TypeORM: DATABASE_URL when set, otherwise the embedded PostgreSQL under
 * DATA_DIR/pg. Migrations run at start; destroying the data source also stops the embedded server.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<TypeOrmModuleOptions> => {
        const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(join(config.dataDir, 'pg'));
        const url = config.databaseUrl ?? embedded!.url;
        const options: OptionsWithEmbedded = {
          ...dataSourceOptions(url, embedded ? 1 : config.databasePoolSize),
          [EMBEDDED]: embedded,
        };
        return { ...options, autoLoadEntities: true, retryAttempts: 2, retryDelay: 1000 };
      },
      dataSourceFactory: async (options) => {
        const opts = options as OptionsWithEmbedded;
        const embedded = opts[EMBEDDED];
        const dataSource = new DataSource(opts);
        try {
          await dataSource.initialize();
          const applied = await runMigrations(dataSource, embedded ? null : (opts as { url: string }).url);
          if (applied.length > 0) new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
        } catch (error) {
          if (dataSource.isInitialized) await dataSource.destroy();
          await embedded?.stop();
          throw error;
        }
        if (embedded) {
          const destroy = dataSource.destroy.bind(dataSource);
          dataSource.destroy = async () => {
            await destroy();
            await embedded.stop();
          };
        }
        return dataSource;
      },
    }),
  ],
  providers: [TransactionRunner],
  exports: [TransactionRunner],
})
export class DatabaseModule {}
