export * from './errors';
export * from './events';
export * from './game';
export * from './match';
export * from './rng';
