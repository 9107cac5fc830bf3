// The listener limits docs/server-entry.md promises for the entry on Node (its recipe, and the deployment behind a
// CDN): a client gets 10 s for its headers and 20 s for its whole request (checked every second), and past 1,000 open
// connections a new one is closed at once. HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and MAX_CONNECTIONS set others (the
// test suite shortens them to watch a slow client being cut off without waiting 20 s).

const positive = (value, fallback) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export const listenerLimits = (env = process.env) => {
  const headersTimeout = positive(env.HEADERS_TIMEOUT_MS, 10_000);
  // Node refuses a header timeout longer than the request's.
  const requestTimeout = Math.max(headersTimeout, positive(env.REQUEST_TIMEOUT_MS, 20_000));
  return {
    serverOptions: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1_000, Math.ceil(headersTimeout / 4)) },
    maxConnections: positive(env.MAX_CONNECTIONS, 1_000),
  };
};
