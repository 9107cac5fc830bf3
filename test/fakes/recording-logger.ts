import type { Logger } from '../../core/shared/logger.port';

/** A logger that keeps every line, for assertions. */
export class RecordingLogger implements Logger {
  readonly lines: Array<{ level: 'debug' | 'info' | 'warn' | 'error'; message: string; detail?: unknown }> = [];
  debug(message: string, detail?: unknown): void {
    this.lines.push({ level: 'debug', message, detail });
  }
  info(message: string, detail?: unknown): void {
    this.lines.push({ level: 'info', message, detail });
  }
  warn(message: string, detail?: unknown): void {
    this.lines.push({ level: 'warn', message, detail });
  }
  error(message: string, detail?: unknown): void {
    this.lines.push({ level: 'error', message, detail });
  }
}
