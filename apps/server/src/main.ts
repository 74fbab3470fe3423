import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureApp, ConfigurationError, validateEnvironment, type AppConfig } from '@coffer/server-core';
import { AppModule } from './app.module';

function loadConfig(): AppConfig {
  try {
    return validateEnvironment(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  configureApp(app, config);
  await app.listen(config.port);
  process.stdout.write(`Coffer is listening on ${config.publicUrl}\n`);
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`Coffer failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
