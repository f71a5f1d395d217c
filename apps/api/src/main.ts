// First: sizes libuv's thread pool before anything starts it.
import './common/threadpool';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AppConfig, ConfigError, loadConfig, loadEnvFile, redactedConfig } from './config/config';
import { BootstrapService } from './database/bootstrap.service';
import { DEMO_ACCOUNTS } from './database/seed/demo-data';
import { configureHttp } from './http/configure-http';
import { gracefulShutdown } from './http/shutdown';
import { MetricsService } from './modules/metrics/metrics.service';
import { serveWebApp } from './web-app';
import { setupOpenApi } from './modules/rest-v1/openapi';

async function bootstrap(config: AppConfig): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoLogger));
  app.disable('x-powered-by');
  setupOpenApi(app);
  configureHttp(app, config);
  app.use(app.get(MetricsService).middleware());
  const servesWeb = serveWebApp(app, config.webDist);
  await app.listen(config.port, config.host);
  gracefulShutdown(app);
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Hireloop is running at ${url}`,
    `    GraphQL   ${url}/graphql`,
    `    REST v1   ${url}/api/v1/jobs`,
    `    Health    ${url}/health`,
    servesWeb ? '' : '    (web app not built: run `npm run build`)',
  ];
  if (config.seedDemo || app.get(BootstrapService).demoSeeded) {
    lines.push('  Demo accounts:');
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      lines.push(`    ${role.padEnd(10)} ${account.email.padEnd(26)} ${account.password}`);
    }
  }
  if (config.admin) lines.push(`  Administrator (ADMIN_EMAIL): ${config.admin.email}`);
  console.log(lines.filter((l) => l !== '').join('\n') + '\n');
  new Logger('Config').log(JSON.stringify(redactedConfig(config)));
}

let config: AppConfig;
try {
  loadEnvFile();
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Hireloop cannot start. ${error.message}`);
    process.exit(1);
  }
  throw error;
}
bootstrap(config).catch((error: unknown) => {
  console.error('Hireloop failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
