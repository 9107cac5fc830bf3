import type { CookieJar } from '../../core/shared/cookie-jar.port';
import { parseCookieHeader } from '../../core/shared/cookie-header';

/** CookieJar over one request's Cookie header; read-only (a server render never sets a visitor's cookies). */
export class RequestCookieJar implements CookieJar {
  private readonly pairs: ReadonlyArray<readonly [string, string]>;

  constructor(header: string | null | undefined) {
    this.pairs = parseCookieHeader(header);
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
