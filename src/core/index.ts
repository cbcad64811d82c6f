export * from './errors';
export * from './game';
export * from './match';
export * from './rng';
