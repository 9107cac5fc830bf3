import type { Logger } from '../../core/shared/logger.port';

/** One structured log line. */
export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly requestId: string;
  readonly path: string;
  readonly detail?: unknown;
}

/** Where server log lines go (stdout as JSON by default; tests collect them). */
export type LogSink = (line: LogLine) => void;

/** Writes JSON lines to the console: what log collectors on every Fetch runtime read. */
export const jsonConsoleSink =
  (debug = false): LogSink =>
  (line) => {
    if (line.level === 'debug' && !debug) return;
    const text = JSON.stringify({ ...line, detail: describe(line.detail), time: new Date().toISOString() });
    if (line.level === 'error') console.error(text);
    else if (line.level === 'warn') console.warn(text);
    else console.log(text);
  };

/** A logger for one request: every line carries the request's id and path. */
export class RequestLogger implements Logger {
  constructor(
    private readonly sink: LogSink,
    private readonly requestId: string,
    private readonly path: string,
  ) {}
  debug(message: string, detail?: unknown): void {
    this.write('debug', message, detail);
  }
  info(message: string, detail?: unknown): void {
    this.write('info', message, detail);
  }
  warn(message: string, detail?: unknown): void {
    this.write('warn', message, detail);
  }
  error(message: string, detail?: unknown): void {
    this.write('error', message, detail);
  }
  private write(level: LogLine['level'], message: string, detail: unknown): void {
    this.sink({ level, message, requestId: this.requestId, path: this.path, ...(detail === undefined ? {} : { detail }) });
  }
}

const describe = (detail: unknown): unknown => (detail instanceof Error ? { name: detail.name, message: detail.message } : detail);
