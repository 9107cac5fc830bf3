import type { CookieJar } from '../../core/shared/cookie-jar.port';

/** CookieJar over document.cookie. A cookie whose value is not valid URI encoding is kept raw. */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: Document) {}
  all(): ReadonlyArray<readonly [string, string]> {
    return this.doc.cookie.split(';').flatMap((part) => {
      const index = part.indexOf('=');
      if (index < 0) return part.trim() ? [[part.trim(), ''] as const] : [];
      return [[part.slice(0, index).trim(), safeDecode(part.slice(index + 1).trim())] as const];
    });
  }
  get(name: string): string | undefined {
    return this.all().find(([key]) => key === name)?.[1];
  }
  set(name: string, value: string, options: { maxAgeSeconds?: number } = {}): void {
    const maxAge = options.maxAgeSeconds === undefined ? '' : `; max-age=${options.maxAgeSeconds}`;
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge}`;
  }
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
