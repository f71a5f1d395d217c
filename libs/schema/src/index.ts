export * from './constants';
export * from './enums';
export * from './format';
