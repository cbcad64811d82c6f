// Entry of a bot worker thread: workers do not inherit the TypeScript loader, so register it here.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
