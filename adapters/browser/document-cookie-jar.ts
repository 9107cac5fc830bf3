import { parseCookieHeader } from '../../core/shared/cookie-header';
import type { CookieJar } from '../../core/shared/cookie-jar.port';

/** CookieJar over document.cookie. A cookie whose value is not valid URI encoding is kept raw. */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: Document) {}
  all(): ReadonlyArray<readonly [string, string]> {
    return parseCookieHeader(this.doc.cookie);
  }
  get(name: string): string | undefined {
    return this.all().find(([key]) => key === name)?.[1];
  }
  set(name: string, value: string, options: { maxAgeSeconds?: number } = {}): void {
    const maxAge = options.maxAgeSeconds === undefined ? '' : `; max-age=${options.maxAgeSeconds}`;
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge}`;
  }
}
