// First: sizes libuv's thread pool before anything starts it.
import './common/threadpool';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppConfig, ConfigError, loadConfig, loadEnvFile, redactedConfig } from './config/config';
import { WorkerModule } from './worker.module';

/**
 * `node apps/api/dist/worker.js`: runs the queue's jobs (mail, schedules) without serving HTTP, beside API
 * replicas started with WORKERS=false. Stops on SIGTERM or SIGINT after the jobs under way have finished.
 */
async function run(config: AppConfig): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  new Logger('Worker').log(`running the queue's jobs: ${JSON.stringify(redactedConfig(config))}`);
}

let config: AppConfig;
try {
  loadEnvFile();
  config = { ...loadConfig(), workers: true };
  if (config.database.embedded) {
    throw new ConfigError([
      'DATABASE_URL is required: the embedded database belongs to the API process, which runs the jobs itself',
    ]);
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`The Hireloop worker cannot start. ${error.message}`);
    process.exit(1);
  }
  throw error;
}
run(config).catch((error: unknown) => {
  console.error('The Hireloop worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
