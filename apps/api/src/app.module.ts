import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { PDF_MAX_BYTES } from '@hireloop/schema';
import { DynamicModule, MiddlewareConsumer, Module, NestModule, ValidationPipe } from '@nestjs/common';
import { graphqlUploadExpress } from 'graphql-upload-ts';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { AppConfig } from './config/config';
import { APP_CONFIG, ConfigModule } from './config/config.module';
import { BootstrapService } from './database/bootstrap.service';
import { DatabaseModule } from './database/database.module';
import { createLoaders, GqlContext, subscriptionRequest } from './graphql/loaders';
import { ClockModule } from './common/clock';
import { AccessGuard } from './modules/auth/access.guard';
import { AuthModule } from './modules/auth/auth.module';
import { singleAuthOperationPlugin } from './modules/auth/single-auth-operation.plugin';
import { MailModule } from './modules/mail/mail.module';
import { SiteModule } from './modules/site/site.module';
import { UsersModule } from './modules/users/users.module';
import { AdminModule } from './modules/admin/admin.module';
import { SettingsModule } from './modules/admin/settings.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { BookmarksModule } from './modules/bookmarks/bookmarks.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { FilesModule } from './modules/files/files.module';
import { MarketingModule } from './modules/marketing/marketing.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlansModule } from './modules/plans/plans.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { SurveysModule } from './modules/surveys/surveys.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { RestV1Module } from './modules/rest-v1/rest-v1.module';

/** Feature modules that declare GraphQL resolvers (also used to emit the schema without a database). */
export const GRAPHQL_FEATURE_MODULES = [
  AuthModule,
  UsersModule,
  JobsModule,
  CompaniesModule,
  SiteModule,
  ProfilesModule,
  ApplicationsModule,
  BookmarksModule,
  SurveysModule,
  MarketingModule,
  NotificationsModule,
  PlansModule,
  AdminModule,
];

@Module({})
export class AppModule implements NestModule {
  /** GraphQL multipart uploads (resume, cover letter): at most 2 files, reading stops past 10 MB. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(graphqlUploadExpress({ maxFileSize: PDF_MAX_BYTES + 1, maxFiles: 2 }))
      .forRoutes('graphql');
  }

  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        MailModule,
        FilesModule,
        SettingsModule,
        DatabaseModule.forRoot(),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [getDataSourceToken(), APP_CONFIG],
          useFactory: (dataSource: DataSource, appConfig: AppConfig) => ({
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            // Production answers no schema questions and shows no landing page; development keeps both.
            introspection: appConfig.env !== 'production',
            playground: false,
            includeStacktraceInErrorResponses: false,
            // No cache hints are used; Apollo's default cache-control plugin would otherwise wrap every field
            // resolver (about a tenth of the CPU of a 200-row answer).
            plugins: [singleAuthOperationPlugin, ApolloServerPluginCacheControlDisabled()],
            subscriptions: { 'graphql-ws': { path: '/graphql' } },
            context: (ctx: {
              req?: GqlContext['req'];
              connectionParams?: Record<string, unknown>;
            }): GqlContext => {
              // HTTP requests carry `req`; graphql-ws subscriptions carry the token in their connection params.
              const req = ctx.req ?? subscriptionRequest(ctx.connectionParams);
              return { req, loaders: createLoaders(dataSource, req) };
            },
          }),
        }),
        ...GRAPHQL_FEATURE_MODULES,
        HealthModule,
        RestV1Module,
      ],
      providers: [
        BootstrapService,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        {
          provide: APP_PIPE,
          useValue: new ValidationPipe({ whitelist: true, transform: true, forbidUnknownValues: false }),
        },
      ],
    };
  }
}
