import type { Clock } from '../../core/shared/clock.port';
import { RequestLogger, type LogSink } from './request-logger';

/** How often at most one class of refusal writes a line. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * Log lines for requests the entry refuses or that end early (a method not allowed, a broken path, a client that went
 * away): one line per class per interval, not one per request, so a flood of them cannot flood the log. The first
 * refusal of a class is written at once; the ones that follow within the interval are counted, and the first one after
 * it writes a line with their number. Classes are the entry's own fixed reasons, never text from a request.
 */
export const createRefusalLog = (sink: LogSink, clock: Clock, intervalMs = REFUSAL_LOG_INTERVAL_MS) => {
  const classes = new Map<string, { since: number; more: number }>();
  return (level: 'info' | 'warn', reason: string, method: string, path: string): void => {
    const now = clock.now();
    const seen = classes.get(reason);
    if (seen && now - seen.since < intervalMs) {
      seen.more += 1;
      return;
    }
    classes.set(reason, { since: now, more: 0 });
    const more =
      seen && seen.more > 0 ? ` ${seen.more} more for the same reason in the ${Math.round((now - seen.since) / 1000)} s before.` : '';
    const logger = new RequestLogger(sink, 'refused', path.slice(0, 200));
    logger[level](`${level === 'warn' ? 'Refused' : 'Ended'} a ${method.slice(0, 16)} request: ${reason}.${more}`);
  };
};
