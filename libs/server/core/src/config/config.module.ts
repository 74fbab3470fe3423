import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from './app-config';
import { validateEnvironment, type AppConfig } from './environment';

/** Provides the validated AppConfig; services inject it instead of reading process.env. */
@Global()
@Module({})
export class CoreConfigModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: CoreConfigModule,
      providers: [{ provide: APP_CONFIG, useFactory: () => config ?? validateEnvironment(process.env) }],
      exports: [APP_CONFIG],
    };
  }
}
