/**
 * The one reader of cookie text (a request's Cookie header, or document.cookie): name and value pairs in order,
 * names trimmed, values percent-decoded where they are valid encoding and kept raw where not. A part without "=" is
 * a name with an empty value; empty parts are skipped.
 */
export const parseCookieHeader = (header: string | null | undefined): ReadonlyArray<readonly [string, string]> =>
  (header ?? '').split(';').flatMap((part) => {
    const index = part.indexOf('=');
    const name = (index < 0 ? part : part.slice(0, index)).trim();
    if (name === '') return [];
    return [[name, index < 0 ? '' : decodeOrRaw(part.slice(index + 1).trim())] as const];
  });

const decodeOrRaw = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
