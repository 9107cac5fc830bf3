/** One request of the malformed-input corpus. */
export interface CorpusRequest {
  readonly label: string;
  /** The endpoint (method and path pattern) the request aims at, if any. */
  readonly endpoint?: string;
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer | string;
  readonly chunked?: boolean;
}

/** Broken, odd and hostile values for a path parameter (percent-encoding that does not decode, NUL, traversal, length). */
export const BAD_SEGMENTS = [
  '%E0%A4%A',
  '%00%ff',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%92%A9',
  '..%2F..%2Fpackage.json',
  '%2e%2e',
  'a%2Fb',
  'x'.repeat(5000),
  '%25E0',
  'SHOP_FOOTER%00',
  '<script>',
  "'%20OR%201=1--",
] as const;

/** Methods tried on every endpoint besides its own. */
export const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND'] as const;

const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies for every endpoint that takes one: malformed, nested, oversized and wrongly typed JSON, broken forms. */
export const BAD_BODIES: ReadonlyArray<{ label: string; body: string | Buffer; type?: string; chunked?: boolean }> = [
  { label: '60 kB of nested arrays', body: nestedArrays(30_000) },
  { label: '60 kB of nested arrays, unclosed', body: '['.repeat(60_000) },
  { label: '5,000 nested objects', body: nestedObjects(5000) },
  { label: '17 nested objects', body: nestedObjects(17) },
  {
    label: 'nested arrays inside a valid field',
    body: `{"email":"a@b.de","consents":${nestedArrays(2000)},"origin":"x","originAddition":"y"}`,
  },
  {
    label: 'brackets inside strings only',
    body: JSON.stringify({ email: '['.repeat(20_000), consents: [], origin: '{', originAddition: ']' }),
  },
  { label: '70 kB valid JSON', body: JSON.stringify({ email: `${'a'.repeat(70_000)}@b.de` }) },
  { label: '1 MB of JSON', body: `[${'1,'.repeat(500_000)}1]` },
  { label: '200 kB chunked, no Content-Length', body: `"${'x'.repeat(200_000)}"`, chunked: true },
  {
    label: '10,000 array items',
    body: JSON.stringify({
      email: 'a@b.de',
      consents: Array.from({ length: 10_000 }, (_, i) => i),
      topics: Array(5000).fill('X'),
      origin: 'x',
      originAddition: 'y',
    }),
  },
  { label: 'truncated JSON', body: '{"email": "a@b.de", "consents": [' },
  { label: 'not JSON', body: 'email=a@b.de' },
  { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: 'UTF-16 BOM', body: Buffer.from('\ufeff{"a":1}', 'utf16le') },
  { label: 'lone surrogate escape', body: '{"email":"\\ud800@b.de","password":"\\udfff"}' },
  { label: 'null', body: 'null' },
  { label: 'a number', body: '1e309' },
  { label: 'a string', body: '"SHOP_FOOTER"' },
  { label: 'an array', body: '[]' },
  { label: 'true', body: 'true' },
  {
    label: 'wrong field types',
    body: JSON.stringify({
      email: 123,
      password: [],
      consents: 'DNE',
      origin: {},
      originAddition: null,
      days: '3',
      mode: ['normal'],
      enabled: 'yes',
      failing: 2,
      previewDateTime: 5,
      topics: {},
      salutation: 7,
      loginFailure: 'maybe',
      loginLifetimeSeconds: -1,
    }),
  },
  {
    label: 'huge numbers',
    body: JSON.stringify({ days: 1e308, loginRenewAfterSeconds: Number.MAX_SAFE_INTEGER * 10, loginLifetimeSeconds: 1e300 }),
  },
  { label: '__proto__ and constructor keys', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"email":"a@b.de"}' },
  { label: 'duplicate keys', body: '{"email":"a@b.de","email":{"x":1},"consents":[],"consents":"x"}' },
  { label: 'empty', body: '' },
  { label: 'whitespace only', body: ' \n\t ' },
  {
    label: 'form with broken percent-encoding',
    body: 'mode=%E0%A4%A&enabled=%zz&failing=%&username=%00%ff&password=%C0%AF&List-Unsubscribe=%E0',
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'form with 5,000 fields',
    body: Array.from({ length: 5000 }, (_, i) => `f${i}=${i}`).join('&'),
    type: 'application/x-www-form-urlencoded',
  },
  { label: 'form with nested-looking keys', body: 'mode[]=normal&mode[a]=x&__proto__[x]=1', type: 'application/x-www-form-urlencoded' },
  { label: 'JSON sent as text/plain', body: '{"email":"a@b.de"}', type: 'text/plain' },
  { label: 'JSON with a foreign charset', body: '{"email":"a@b.de"}', type: 'application/json; charset=utf-16' },
  { label: 'multipart garbage', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', type: 'multipart/form-data; boundary=x' },
];

/** Header sets that reach deeper into handlers (CSRF marker, a site, cookies), including broken values. */
export const HEADER_VARIANTS: ReadonlyArray<{ label: string; headers: Record<string, string> }> = [
  { label: 'CSRF marker and JSON', headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' } },
  { label: 'unknown site', headers: { 'X-Site': 'XX', 'X-Storefront': 'ZZ', 'Content-Type': 'application/json' } },
  {
    label: 'broken cookies',
    headers: {
      Cookie: 'LoginSession=%E0%A4%A; StaffAuthToken=%00%ff; NewsletterSubscriber=%; AbTestVisitor=' + 'x'.repeat(4000),
      'X-LoginToken': '%E0.%%.',
      'X-Requested-With': 'XMLHttpRequest',
    },
  },
  { label: 'cross-site', headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' } },
  { label: 'Origin null', headers: { Origin: 'null', 'Content-Type': 'application/x-www-form-urlencoded' } },
];

/** Raw request lines and headers Node's own client would refuse to send (sent over node:net). */
export const rawRequests = (
  host: string,
): ReadonlyArray<{ label: string; bytes: Buffer | string; unanswered?: true; halfClose?: true }> => [
  { label: 'absolute target with a broken IPv6 host', bytes: `GET http://[::1 HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'absolute target, valid', bytes: `GET http://${host}/emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'absolute target, other host', bytes: `GET http://evil.example/emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'absolute target, ftp', bytes: `GET ftp://${host}/ HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  {
    label: 'broken percent-encoding on the wire',
    bytes: `GET /service/promotion/api/promotion/%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  },
  { label: 'percent signs only', bytes: `GET /%%%% HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'broken query', bytes: `GET /emulator/api/outbox?recipient=%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  {
    label: 'raw non-ASCII in the target',
    bytes: Buffer.concat([
      Buffer.from('GET /service/promotion/api/promotion/'),
      Buffer.from([0xe0, 0xa4, 0xff]),
      Buffer.from(` HTTP/1.1\r\nHost: ${host}\r\n\r\n`),
    ]),
  },
  { label: 'NUL in the target', bytes: `GET /\u0000 HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'backslash path', bytes: `GET /\\..\\..\\etc HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'dot segments', bytes: `GET /service/../emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'control character in the method', bytes: `G\u0001ET / HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'unknown method', bytes: `FOO /emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'lower-case method', bytes: `get /emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'HTTP/9.9', bytes: `GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n` },
  { label: 'HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { label: 'TLS client hello', bytes: Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]) },
  { label: 'missing target', bytes: `GET  HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'extra words', bytes: `GET / HTTP/1.1 extra\r\nHost: ${host}\r\n\r\n` },
  // Blank lines before a request are allowed (RFC 9112 2.2); with no request after them there is nothing to answer.
  { label: 'only CRLFs', bytes: '\r\n\r\n\r\n', unanswered: true, halfClose: true },
  { label: 'no Host (HTTP/1.1)', bytes: 'GET /emulator/api/clock HTTP/1.1\r\n\r\n' },
  { label: 'HTTP/1.0 without Host', bytes: 'GET /emulator/api/clock HTTP/1.0\r\n\r\n' },
  { label: 'Host of another site', bytes: `GET /emulator/api/outbox HTTP/1.1\r\nHost: evil.example\r\n\r\n` },
  { label: 'Host with a broken IPv6 address', bytes: 'GET /emulator/api/clock HTTP/1.1\r\nHost: [::1\r\n\r\n' },
  { label: 'Host with a path', bytes: 'GET /emulator/api/clock HTTP/1.1\r\nHost: 127.0.0.1/x\r\n\r\n' },
  { label: 'two Host headers', bytes: `GET /emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\n\r\n` },
  { label: 'header without colon', bytes: `GET / HTTP/1.1\r\nHost: ${host}\r\nBroken header\r\n\r\n` },
  { label: 'header name with a space', bytes: `GET / HTTP/1.1\r\nHost: ${host}\r\nBad Name: x\r\n\r\n` },
  { label: 'bare LF line ends', bytes: `GET /emulator/api/clock HTTP/1.1\nHost: ${host}\n\n` },
  { label: 'obsolete line folding', bytes: `GET /emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\nX-A: a\r\n b\r\n\r\n` },
  { label: '20 kB header', bytes: `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n` },
  {
    label: 'two Content-Lengths',
    bytes: `POST /emulator/api/clock/advance HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{"a":1}`,
  },
  { label: 'negative Content-Length', bytes: `POST /emulator/api/clock/advance HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -1\r\n\r\n` },
  {
    label: 'Content-Length and chunked',
    bytes: `POST /emulator/api/clock/advance HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  },
  {
    label: 'broken chunk size',
    bytes: `POST /emulator/api/clock/advance HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  },
  // The client closes its side before the declared body arrived: it has given up, and may get no answer.
  {
    label: 'Content-Length larger than the body',
    bytes: `POST /emulator/api/clock/advance HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"days":1}`,
    unanswered: true,
    halfClose: true,
  },
  {
    label: 'Content-Length over the limit, no body',
    bytes: `POST /service/newsletter/api/internal/newsletter-subscribers HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n`,
  },
  { label: 'OPTIONS *', bytes: `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n` },
  { label: 'CONNECT', bytes: `CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n` },
  {
    label: 'pipelined good and bad',
    bytes: `GET /emulator/api/clock HTTP/1.1\r\nHost: ${host}\r\n\r\nGET http://[::1 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  },
];
