import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** `npm run emulator:reset`: empties the store by removing its file (tables are made again on next start). */
const path = resolve(process.env.EMULATOR_DB ?? 'emulator/.data/store.sqlite');
if (existsSync(path)) rmSync(path);
console.log(`Emulator store emptied (${path}).`);
