// Worker threads do not get tsx's hooks from `node --import tsx`: this plain-JavaScript start registers them in the
// worker, then runs the TypeScript checkpoint worker (emulator/store/checkpoint-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./checkpoint-worker.ts');
