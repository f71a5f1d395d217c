import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { describeRootTypes } from './graphql/root-descriptions';
import { inputGuard } from './http/input-guard';
import { loggingModule } from './http/logging';
import {
  GRAPHQL_MULTIPART_MAX_BYTES,
  GRAPHQL_UPLOAD_MAX_FIELD_BYTES,
  GRAPHQL_UPLOAD_MAX_FILE_BYTES,
  GRAPHQL_UPLOAD_MAX_FILES,
  malformedMultipartIsBadInput,
  multipartBodyLimit,
} from './http/multipart-limit';
import { MetricsModule } from './modules/metrics/metrics.module';
import { processUploadRequest } from './modules/files/read-upload';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { INPUT_PIPE } from './common/validated';
import { AppConfig } from './config/config';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { BootstrapService } from './database/bootstrap.service';
import { DatabaseModule } from './database/database.module';
import { costLimitPlugin, GRAPHQL_ARMOR, PARSE_OPTIONS } from './graphql/limits';
import { createLoaders, GqlContext } from './graphql/loaders';
import { GraphqlWebSocket } from './graphql/websocket';
import { ClockModule } from './common/clock';
import { AccessGuard } from './modules/auth/access.guard';
import { AuthModule } from './modules/auth/auth.module';
import { singleAuthOperationPlugin } from './modules/auth/single-auth-operation.plugin';
import { SiteModule } from './modules/site/site.module';
import { UsersModule } from './modules/users/users.module';
import { AdminModule } from './modules/admin/admin.module';
import { AccountDeletionModule } from './modules/account-deletion/account-deletion.module';
import { ApiKeyMiddleware } from './modules/api-keys/api-key.middleware';
import { ApiKeysModule } from './modules/api-keys/api-keys.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { BookmarksModule } from './modules/bookmarks/bookmarks.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { CompanyPagesModule } from './modules/company-pages/company-pages.module';
import { FilesModule } from './modules/files/files.module';
import { RateLimitModule } from './modules/abuse/rate-limit.module';
import { MarketingModule } from './modules/marketing/marketing.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlansModule } from './modules/plans/plans.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { SurveysModule } from './modules/surveys/surveys.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { JobAlertsModule } from './modules/alerts/job-alerts.module';
import { ResumeParsingModule } from './modules/resume-parsing/resume-parsing.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { RestV1Module } from './modules/rest-v1/rest-v1.module';
import { SeoModule } from './modules/seo/seo.module';
import { ConsentsModule } from './modules/consents/consents.module';
import { DataExportModule } from './modules/data-export/data-export.module';
import { InterviewsModule } from './modules/interviews/interviews.module';
import { QUEUE_MODULES } from './worker.module';

/** Feature modules that declare GraphQL resolvers (also used to emit the schema without a database). */
export const GRAPHQL_FEATURE_MODULES = [
  AuthModule,
  UsersModule,
  JobsModule,
  CompaniesModule,
  CompanyPagesModule,
  SiteModule,
  ProfilesModule,
  ApplicationsModule,
  BookmarksModule,
  JobAlertsModule,
  ResumeParsingModule,
  WebhooksModule,
  SurveysModule,
  MarketingModule,
  NotificationsModule,
  PlansModule,
  AdminModule,
  ConsentsModule,
  DataExportModule,
  AccountDeletionModule,
  ApiKeysModule,
  InterviewsModule,
];

export { GRAPHQL_LIMITS } from './graphql/limits';

@Module({})
export class AppModule implements NestModule {
  /**
   * GraphQL multipart uploads (resume, cover letter): the whole body bounded before it is read, at most 2
   * files, reading a file stops past 10 MB.
   */
  configure(consumer: MiddlewareConsumer): void {
    // API keys first: a refused key is answered before an upload is read.
    consumer.apply(ApiKeyMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
    consumer
      .apply(
        multipartBodyLimit(GRAPHQL_MULTIPART_MAX_BYTES),
        malformedMultipartIsBadInput(
          graphqlUploadExpress({
            processRequest: processUploadRequest,
            overrideSendResponse: false,
            maxFileSize: GRAPHQL_UPLOAD_MAX_FILE_BYTES,
            maxFiles: GRAPHQL_UPLOAD_MAX_FILES,
            maxFieldSize: GRAPHQL_UPLOAD_MAX_FIELD_BYTES,
          }),
        ),
      )
      .forRoutes('graphql');
    // After the body parsers and the GraphQL multipart reader: NUL characters and REST body shapes.
    consumer.apply(inputGuard).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }

  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule(),
        ClockModule,
        DatabaseModule.forRoot(),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [getDataSourceToken(), APP_CONFIG],
          useFactory: (dataSource: DataSource, appConfig: AppConfig) => ({
            // The limits of graphql/limits.ts; GraphqlWebSocket applies the same ones over WebSocket.
            validationRules: GRAPHQL_ARMOR.validationRules,
            parseOptions: PARSE_OPTIONS,
            // No cache hints are used; Apollo's default cache-control plugin would otherwise wrap every field
            // resolver (about a tenth of the CPU of a 200-row answer).
            plugins: [
              ...GRAPHQL_ARMOR.plugins,
              costLimitPlugin,
              singleAuthOperationPlugin,
              ApolloServerPluginCacheControlDisabled(),
            ],
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            transformSchema: describeRootTypes,
            // Production answers no schema questions and shows no landing page; development keeps both.
            introspection: appConfig.env !== 'production',
            playground: false,
            includeStacktraceInErrorResponses: false,
            // Apollo refuses requests without a JSON content type or apollo-require-preflight (CSRF).
            csrfPrevention: true,
            allowBatchedHttpRequests: false,
            // No client sends persisted-query hashes: a document is sent whole, so none is kept for later.
            persistedQueries: false,
            // The upload scalar's own code for a variable that is not a file, and graphql-js's refusal of an
            // argument's value while executing (a null variable for an argument that takes none): plain bad
            // input to clients.
            formatError: (formatted: GraphQLFormattedError) =>
              formatted.extensions?.code === 'INVALID_UPLOAD_VALUE' ||
              (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' &&
                /^Argument "\w+" (?:of non-null type|of required type|has invalid value)/.test(
                  formatted.message,
                ))
                ? { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } }
                : formatted,
            // GraphQL over WebSocket is served by GraphqlWebSocket (origin, connection caps, the same limits).
            context: ({ req }: { req: GqlContext['req'] }): GqlContext => ({
              req,
              loaders: createLoaders(dataSource, req),
            }),
          }),
        }),
        ...GRAPHQL_FEATURE_MODULES,
        FilesModule,
        RateLimitModule,
        HealthModule,
        MetricsModule,
        RestV1Module,
        SeoModule,
        ...QUEUE_MODULES,
      ],
      providers: [
        BootstrapService,
        GraphqlWebSocket,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        {
          provide: APP_PIPE,
          useValue: INPUT_PIPE,
        },
      ],
    };
  }
}
