import fc from 'fast-check';

/** Runs of a property unless it asks for its own (fast-check's default, stated so that no file depends on it). */
export const PROPERTY_RUNS = 100;

fc.configureGlobal({ numRuns: PROPERTY_RUNS });

/** A property test's own timeout: its runs on a busy two-core machine, with room to spare (vitest's default is 5 s). */
export const PROPERTY = { timeout: 30_000 } as const;
