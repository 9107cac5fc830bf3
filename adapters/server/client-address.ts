/** What a runtime hands a Fetch handler beside the request, where the connection's address can be read. */
export interface ConnectionEnv {
  /** @hono/node-server: the Node request, whose socket has the peer's address. */
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
  /** Bun.serve passes its server: `requestIP(request)`. */
  readonly requestIP?: (request: Request) => { readonly address?: string } | null;
  /** Deno.serve passes connection info: `remoteAddr.hostname`. */
  readonly remoteAddr?: { readonly hostname?: string };
}

/** An IP address as bytes (4 for IPv4, 16 for IPv6; an IPv4-mapped IPv6 address is its IPv4 address). */
type AddressBytes = readonly number[];

/** One trusted proxy: an address, or a range in CIDR notation ("10.0.0.0/8", "2001:db8::/32"). */
export interface AddressRange {
  readonly bytes: AddressBytes;
  readonly prefix: number;
}

const ipv4 = (text: string): AddressBytes | undefined => {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  return parts.map(Number);
};

const ipv6 = (text: string): AddressBytes | undefined => {
  const zoneless = text.replace(/%[0-9A-Za-z._-]+$/, '');
  // A trailing IPv4 part (::ffff:10.0.0.1) stands for the last two groups.
  const split = zoneless.lastIndexOf(':');
  const tail = zoneless.includes('.') ? ipv4(zoneless.slice(split + 1)) : [];
  if (!tail) return undefined;
  const head = tail.length === 0 ? zoneless : zoneless.slice(0, zoneless.endsWith('::', split + 1) ? split + 1 : split);
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const [left, right] = [groups(halves[0]), groups(halves[1])];
  if (![...left, ...right].every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return undefined;
  const missing = 8 - tail.length / 2 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const bytes = [...left, ...Array<string>(missing).fill('0'), ...right].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  return [...bytes, ...tail];
};

/** The bytes of an IPv4 or IPv6 address ("[…]" brackets allowed), an IPv4-mapped one as IPv4; undefined for anything else. */
export const addressBytes = (text: string): AddressBytes | undefined => {
  const bare = text.trim().replace(/^\[(.*)\]$/, '$1');
  if (bare.length === 0 || bare.length > 64) return undefined;
  const bytes = bare.includes(':') ? ipv6(bare) : ipv4(bare);
  if (bytes?.length === 16 && bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return bytes.slice(12);
  return bytes;
};

/** Reads one TRUSTED_PROXIES entry: an address or a CIDR range; undefined when it is neither. */
export const parseAddressRange = (text: string): AddressRange | undefined => {
  const [address = '', prefixText, extra] = text.trim().split('/');
  const bytes = addressBytes(address);
  if (!bytes || extra !== undefined) return undefined;
  const prefix = prefixText === undefined ? bytes.length * 8 : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  // A range written as IPv4-mapped IPv6 ("::ffff:10.0.0.0/104") is its IPv4 range.
  const mapped = address.includes(':') && bytes.length === 4 && prefixText !== undefined ? prefix - 96 : prefix;
  return Number.isInteger(mapped) && mapped >= 0 && mapped <= bytes.length * 8 ? { bytes, prefix: mapped } : undefined;
};

const inRange = (bytes: AddressBytes, range: AddressRange): boolean => {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 1) {
    const mask = 0x80 >> (bit % 8);
    if (((bytes[bit >> 3] ?? 0) & mask) !== ((range.bytes[bit >> 3] ?? 0) & mask)) return false;
  }
  return true;
};

/** Whether an address is one of the trusted proxies. */
export const isTrusted = (address: string, trusted: readonly AddressRange[]): boolean => {
  const bytes = addressBytes(address);
  return bytes !== undefined && trusted.some((range) => inRange(bytes, range));
};

/**
 * The visitor's address. It starts at the connection's peer (the runtime's connection info); only while that address
 * is a trusted proxy (TRUSTED_PROXIES) is the entry that proxy appended to X-Forwarded-For read, from the right, and
 * so on through every trusted proxy: the first address that is no trusted proxy is the visitor. Entries written by
 * anyone else (a visitor who reaches the entry directly, or the part of the header a proxy received) prove nothing.
 * Undefined when unknown, or when a trusted proxy forwarded something that is no address.
 */
export const clientAddressOf = (
  request: Request,
  env: ConnectionEnv | undefined,
  trusted: readonly AddressRange[],
  platformHeader?: string,
): string | undefined => {
  // A platform that writes the visitor's address into a header of every request itself (Cloudflare Workers:
  // CF-Connecting-IP) and hands the handler no connection: that header, when configured, and nothing else.
  if (platformHeader) {
    const stated = request.headers.get(platformHeader)?.trim() ?? '';
    return addressBytes(stated) === undefined ? undefined : stated.replace(/^\[(.*)\]$/, '$1');
  }
  const peer = env?.incoming?.socket?.remoteAddress ?? safely(() => env?.requestIP?.(request)?.address) ?? env?.remoteAddr?.hostname;
  if (peer === undefined || addressBytes(peer) === undefined) return undefined;
  if (!isTrusted(peer, trusted)) return peer;
  const forwarded = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  let chosen = peer;
  for (let index = forwarded.length - 1; index >= 0 && isTrusted(chosen, trusted); index -= 1) {
    const entry = forwarded[index] ?? '';
    if (addressBytes(entry) === undefined) return undefined;
    chosen = entry.replace(/^\[(.*)\]$/, '$1');
  }
  return chosen;
};

const safely = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};
