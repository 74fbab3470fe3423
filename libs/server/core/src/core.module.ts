import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from './clock/clock';
import { CoreConfigModule } from './config/config.module';
import type { AppConfig } from './config/environment';
import { DatabaseModule } from './database/database.module';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { EventBus } from './events/event-bus';
import { HealthController } from './health/health.controller';
import { Readiness } from './health/readiness';
import { ActorContextInterceptor } from './http/actor-context.interceptor';
import { ProtocolMounts } from './http/protocol-mounts';
import { JobQueue } from './jobs/job-queue.service';
import { LoggingModule } from './logging/logging.module';
import { MetricsService } from './metrics/metrics.service';
import { RateLimitEntity } from './rate-limit/rate-limit.entity';
import { RateLimiterService } from './rate-limit/rate-limiter.service';
import { PasswordHasher } from './security/password-hasher';
import { SecretsService } from './security/secrets.service';
import { UrlSigner } from './security/url-signer';

/** Infrastructure every feature uses: configuration, database, logging, errors, clock, rate limits, jobs, health. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        CoreConfigModule.forRoot(config),
        DatabaseModule,
        LoggingModule,
        TypeOrmModule.forFeature([RateLimitEntity]),
      ],
      controllers: [HealthController],
      providers: [
        Clock,
        RateLimiterService,
        SecretsService,
        UrlSigner,
        PasswordHasher,
        EventBus,
        JobQueue,
        Readiness,
        ProtocolMounts,
        MetricsService,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: ActorContextInterceptor },
      ],
      exports: [
        Clock,
        RateLimiterService,
        SecretsService,
        UrlSigner,
        PasswordHasher,
        EventBus,
        JobQueue,
        Readiness,
        ProtocolMounts,
        MetricsService,
      ],
    };
  }
}
