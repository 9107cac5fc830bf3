const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, index) => [char, index]));

/** Decodes base64url (padding optional; '+' and '/' accepted too) to UTF-8 text; undefined when it is not valid. */
export const decodeBase64Url = (input: string): string | undefined => {
  const text = input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (text.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = INDEX.get(char);
    if (value === undefined) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return decodeUtf8(bytes);
};

/** Strict UTF-8: undefined for any malformed, overlong or surrogate sequence. */
const decodeUtf8 = (bytes: readonly number[]): string | undefined => {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const first = bytes[i] ?? 0;
    const length = first < 0x80 ? 1 : first >= 0xc2 && first < 0xe0 ? 2 : first >= 0xe0 && first < 0xf0 ? 3 : first >= 0xf0 && first < 0xf5 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return undefined;
    let code = length === 1 ? first : first & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return undefined;
      code = (code << 6) | (next & 0x3f);
    }
    const minimum = [0, 0, 0x80, 0x800, 0x10000][length] ?? 0;
    if (code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    out += String.fromCodePoint(code);
    i += length;
  }
  return out;
};
