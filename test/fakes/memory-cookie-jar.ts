import type { CookieJar } from '../../core/shared/cookie-jar.port';

/** Cookies in a Map. */
export class MemoryCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    Object.entries(initial).forEach(([k, v]) => this.values.set(k, v));
  }
  get(name: string): string | undefined {
    return this.values.get(name);
  }
  all(): ReadonlyArray<readonly [string, string]> {
    return [...this.values.entries()];
  }
  set(name: string, value: string): void {
    this.values.set(name, value);
  }
}
