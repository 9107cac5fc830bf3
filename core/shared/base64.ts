// The one base64 module: the platform's btoa/atob (every browser, Node, Deno and edge runtime has them) with strict
// UTF-8 on both sides, instead of a hand-written alphabet table and UTF-8 decoder.

const BASE64_OR_URL = /^[A-Za-z0-9+/_-]*={0,2}$/;
// fatal: malformed, overlong or surrogate sequences are an error, not U+FFFD; ignoreBOM: a leading U+FEFF is kept.
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** UTF-8 text as base64 (standard alphabet, padded), e.g. for an HTTP Basic Authorization header. */
export const encodeBase64 = (text: string): string => encodeBytesBase64(new TextEncoder().encode(text));

/** Bytes as base64 (standard alphabet, padded), e.g. a digest in a CSP hash source. */
export const encodeBytesBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Decodes base64url (padding optional; '+' and '/' accepted too) to UTF-8 text; undefined when either is not valid. */
export const decodeBase64Url = (input: string): string | undefined => {
  // atob would skip whitespace; a token cookie with any is garbled, so the alphabet is checked first.
  if (!BASE64_OR_URL.test(input)) return undefined;
  try {
    const binary = atob(input.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    return STRICT_UTF8.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
};
