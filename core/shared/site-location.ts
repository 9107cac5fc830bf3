/**
 * The one way a redirect's `Location` is built from a request's (decoded) path and query: a path on this site, every
 * segment percent-encoded again, empty segments dropped, so no encoding trick (`//host`, `/\host`, tabs, CR/LF, NUL,
 * doubly encoded slashes, non-ASCII) can make it leave the site or put a raw byte into a header.
 */
export const siteLocation = (path: string, query: Readonly<Record<string, string>> = {}): string => {
  const segments = path
    .split(/[/\\]/)
    .filter((segment) => segment !== '')
    .map((segment) => encodeURIComponent(segment));
  const trailing = /[/\\]$/.test(path) && segments.length > 0 ? '/' : '';
  const search = new URLSearchParams(query).toString();
  return `/${segments.join('/')}${trailing}${search ? `?${search}` : ''}`;
};
