import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** `npm run emulator:reset`: empties the store by removing its file and its WAL files (tables are made again on next start). */
const path = resolve(process.env.EMULATOR_DB ?? 'emulator/.data/store.sqlite');
for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}.tmp`]) if (existsSync(file)) rmSync(file);
console.log(`Emulator store emptied (${path}).`);
