export * from './routes';
export * from './titles';
export * from './heads';
export * from './salary';
export * from './job-posting';
export * from './route-heads';
