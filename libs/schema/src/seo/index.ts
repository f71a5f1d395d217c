export * from './routes';
export * from './heads';
export * from './salary';
export * from './job-posting';
