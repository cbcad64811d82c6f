// The toy game as a game module: `parlour serve --game-module test/toy/index.ts` serves it.
export { tally as game } from './tally';
