/** What a runtime hands a Fetch handler beside the request, where the connection's address can be read. */
export interface ConnectionEnv {
  /** @hono/node-server: the Node request, whose socket has the peer's address. */
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
  /** Bun.serve passes its server: `requestIP(request)`. */
  readonly requestIP?: (request: Request) => { readonly address?: string } | null;
  /** Deno.serve passes connection info: `remoteAddr.hostname`. */
  readonly remoteAddr?: { readonly hostname?: string };
}

/** Letters, digits, dots, colons and the IPv6 zone/brackets: what an address may be (anything else is not forwarded). */
const ADDRESS = /^[0-9A-Za-z.:%[\]_-]{1,64}$/;

/**
 * The visitor's address. With no trusted proxy it is the connection's peer (the runtime's connection info). Behind
 * `trustedHops` proxies that each append the address they saw to X-Forwarded-For, it is the `trustedHops`-th entry from
 * the right: entries further left were written by the client and prove nothing. Undefined when unknown.
 */
export const clientAddressOf = (request: Request, env: ConnectionEnv | undefined, trustedHops: number): string | undefined => {
  const chosen =
    trustedHops > 0
      ? (request.headers.get('X-Forwarded-For') ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry !== '')
          .at(-trustedHops)
      : (env?.incoming?.socket?.remoteAddress ?? safely(() => env?.requestIP?.(request)?.address) ?? env?.remoteAddr?.hostname);
  return chosen !== undefined && ADDRESS.test(chosen) ? chosen : undefined;
};

const safely = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};
