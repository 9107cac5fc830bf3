/** Where the core reports what it recovered from: bad input, fallbacks, ignored failures. */
export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** A logger that drops everything: for work whose findings were already logged elsewhere (e.g. by the server). */
export const SILENT_LOGGER: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
