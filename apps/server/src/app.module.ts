import { Module, type DynamicModule } from '@nestjs/common';
import { APP_PIPE, HttpAdapterHost } from '@nestjs/core';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { AuthModule, RequestAuthenticator } from '@coffer/server-auth';
import {
  APP_CONFIG,
  CoreModule,
  createValidationPipe,
  LiveSockets,
  LiveSocketsModule,
  type AppConfig,
} from '@coffer/server-core';
import { DavModule } from '@coffer/server-dav';
import { FilesModule } from '@coffer/server-files';
import { MailModule } from '@coffer/server-mail';
import { PreviewsModule } from '@coffer/server-previews';
import { SharingModule } from '@coffer/server-sharing';
import { WebhooksModule } from '@coffer/server-webhooks';
import { graphqlConfig } from './graphql.config';

/** The composition root: features and infrastructure, nothing else. */
@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AuthModule, LiveSocketsModule],
          inject: [APP_CONFIG, RequestAuthenticator, LiveSockets, HttpAdapterHost],
          useFactory: graphqlConfig,
        }),
        MailModule,
        AuthModule,
        FilesModule,
        SharingModule,
        PreviewsModule,
        WebhooksModule,
        DavModule,
      ],
      providers: [{ provide: APP_PIPE, useFactory: createValidationPipe }],
    };
  }
}
