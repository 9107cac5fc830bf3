import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/Either';
import { decodeFooterContentJson } from '../../../core/footer/decode-footer-content';
import { validateNewsletterForm } from '../../../core/newsletter/newsletter-form-rules';

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

/** Core throughput: ops/s of the pure work a shopper's page does (footer decoding, newsletter validation). */
export const measureCore = async (): Promise<Record<string, number>> => {
  const contentJSON = JSON.stringify(JSON.parse(readFileSync('emulator/content/footer/de.json', 'utf8')));
  if (E.isLeft(decodeFooterContentJson(contentJSON))) throw new Error('The DE footer content does not decode.');
  const form = {
    email: 'anna.kowalska@example.com',
    salutation: 'MRS',
    firstName: 'Anna-Maria',
    lastName: "O'Neill-Kovács",
    consents: ['DNE'],
    legals: ['NEWSLETTER'],
  } as const;
  return {
    'decode full DE footer content (JSON string -> typed content)': opsPerSecond(() => decodeFooterContentJson(contentJSON)),
    'validate full HU newsletter form (all fields)': opsPerSecond(() => validateNewsletterForm('HU', form)),
  };
};
