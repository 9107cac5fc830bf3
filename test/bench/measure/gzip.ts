import { gzipSync } from 'node:zlib';

/** gzip size (level 9) of a buffer or string, in bytes: deterministic, as budgets need. */
export const gzSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

/** Bytes as kB with one decimal. */
export const kB = (bytes: number): string => (bytes / 1000).toFixed(1);
