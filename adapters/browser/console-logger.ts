import type { Logger } from '../../core/shared/logger.port';

/** Logger on the browser console; debug lines only when enabled (quiet failures stay quiet for shoppers). */
export class ConsoleLogger implements Logger {
  constructor(
    private readonly debugEnabled = false,
    private readonly sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console,
  ) {}
  debug(message: string, detail?: unknown): void {
    if (this.debugEnabled) this.sink.debug(`[storefront] ${message}`, detail ?? '');
  }
  info(message: string, detail?: unknown): void {
    this.sink.info(`[storefront] ${message}`, detail ?? '');
  }
  warn(message: string, detail?: unknown): void {
    this.sink.warn(`[storefront] ${message}`, detail ?? '');
  }
  error(message: string, detail?: unknown): void {
    this.sink.error(`[storefront] ${message}`, detail ?? '');
  }
}
