/**
 * The one reader of cookie text (a request's Cookie header, or document.cookie), by the rule a request is read with
 * on every layer (docs/deployment.md, "Reading a request"; the CDN configuration applies the same): parts split at
 * ";", the name before the first "=", read as sent with the spaces around it dropped; a part with an empty value
 * (nothing after "=" but spaces, or no "=") is no cookie; of several cookies of one name the first counts (a browser
 * sends the one of the longest path first); a value is percent-decoded as UTF-8 ("+" stays "+"), kept as sent where
 * its escapes are not UTF-8 (then it matches no value a page reads), and the spaces at either end are dropped.
 */
export const parseCookieHeader = (header: string | null | undefined): ReadonlyArray<readonly [string, string]> => {
  const seen = new Set<string>();
  return (header ?? '').split(';').flatMap((part) => {
    const index = part.indexOf('=');
    const name = (index < 0 ? part : part.slice(0, index)).trim();
    const raw = index < 0 ? '' : part.slice(index + 1).trim();
    if (name === '' || raw === '' || seen.has(name)) return [];
    seen.add(name);
    return [[name, decodeOrRaw(raw).trim()] as const];
  });
};

const decodeOrRaw = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
