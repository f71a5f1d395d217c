import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module, ValidationPipe } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { BootstrapService } from './database/bootstrap.service';
import { DatabaseModule } from './database/database.module';
import { createLoaders, GqlContext } from './graphql/loaders';
import { ClockModule } from './common/clock';
import { AccessGuard } from './modules/auth/access.guard';
import { AuthModule } from './modules/auth/auth.module';
import { singleAuthOperationPlugin } from './modules/auth/single-auth-operation.plugin';
import { MailModule } from './modules/mail/mail.module';
import { SiteModule } from './modules/site/site.module';
import { UsersModule } from './modules/users/users.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { HealthModule } from './modules/health/health.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { RestV1Module } from './modules/rest-v1/rest-v1.module';

/** Feature modules that declare GraphQL resolvers (also used to emit the schema without a database). */
export const GRAPHQL_FEATURE_MODULES = [AuthModule, UsersModule, JobsModule, CompaniesModule, SiteModule];

@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        MailModule,
        DatabaseModule.forRoot(),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [getDataSourceToken()],
          useFactory: (dataSource: DataSource) => ({
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            introspection: true,
            includeStacktraceInErrorResponses: false,
            plugins: [singleAuthOperationPlugin],
            context: ({ req }: { req: Request }): GqlContext => ({ req, loaders: createLoaders(dataSource) }),
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
