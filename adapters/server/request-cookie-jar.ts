import type { CookieJar } from '../../core/shared/cookie-jar.port';

/** CookieJar over one request's Cookie header; read-only (a server render never sets a visitor's cookies). */
export class RequestCookieJar implements CookieJar {
  private readonly pairs: ReadonlyArray<readonly [string, string]>;

  constructor(header: string | null | undefined) {
    this.pairs = (header ?? '').split(';').flatMap((part) => {
      const index = part.indexOf('=');
      const name = (index < 0 ? part : part.slice(0, index)).trim();
      if (name === '') return [];
      return [[name, index < 0 ? '' : safeDecode(part.slice(index + 1).trim())] as const];
    });
  }

  all(): ReadonlyArray<readonly [string, string]> {
    return this.pairs;
  }
  get(name: string): string | undefined {
    return this.pairs.find(([key]) => key === name)?.[1];
  }
  set(): void {
    /* Rendering never writes cookies; answers that set one do it in the handler. */
  }
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
