import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { AppConfig, ConfigError, loadConfig, redactedConfig } from './config/config';
import { BootstrapService } from './database/bootstrap.service';
import { DEMO_ACCOUNTS } from './database/seed/demo-data';
import { serveWebApp } from './web-app';

async function bootstrap(config: AppConfig): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: false,
  });
  app.enableShutdownHooks();
  app.disable('x-powered-by');
  // gzip for the web app's files and the API's JSON when the client accepts it (1 kB and more).
  app.use(compression({ threshold: 1024 }));
  const servesWeb = serveWebApp(app, config.webDist);
  await app.listen(config.port, config.host);
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
