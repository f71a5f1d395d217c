export * from './constants';
export * from './vocabulary';
export * from './enums';
export * from './format';
export * from './messages';
export * from './seeker-messages';
export * from './validators';
export * from './prerendered';
