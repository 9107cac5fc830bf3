import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressBytes, clientAddressOf, parseAddressRange, type AddressRange } from '../../../adapters/server/client-address';

const ranges = (...entries: string[]): AddressRange[] => entries.map((entry) => parseAddressRange(entry) as AddressRange);
const from = (peer: string, forwardedFor?: string) => ({
  request: new Request('https://shop.example/', forwardedFor === undefined ? {} : { headers: { 'X-Forwarded-For': forwardedFor } }),
  env: { incoming: { socket: { remoteAddress: peer } } },
});
const addressOf = (peer: string, forwardedFor: string | undefined, trusted: AddressRange[]) => {
  const { request, env } = from(peer, forwardedFor);
  return clientAddressOf(request, env, trusted);
};
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));

describe('the visitor’s address (TRUSTED_PROXIES)', () => {
  it('is the connection’s when no proxy is trusted, whatever X-Forwarded-For says', () => {
    fc.assert(
      fc.property(ipv4, fc.string(), (peer, forwarded) => {
        expect(addressOf(peer, forwarded, [])).toBe(peer);
      }),
    );
  });

  it('is the connection’s when the peer is no trusted proxy (an origin reached directly)', () => {
    expect(addressOf('203.0.113.9', '6.6.6.6, 10.0.0.2', ranges('10.0.0.0/8'))).toBe('203.0.113.9');
  });

  it('behind trusted proxies, is the first address from the right that is no trusted proxy', () => {
    const trusted = ranges('10.0.0.0/8', '192.0.2.7');
    expect(addressOf('10.1.1.1', '198.51.100.2', trusted)).toBe('198.51.100.2');
    expect(addressOf('10.1.1.1', '6.6.6.6, 198.51.100.2, 192.0.2.7', trusted)).toBe('198.51.100.2');
    // What the visitor wrote further left is never read.
    expect(addressOf('10.1.1.1', '10.9.9.9, 198.51.100.2', trusted)).toBe('198.51.100.2');
    // Only trusted proxies all the way: the leftmost one.
    expect(addressOf('10.1.1.1', '10.2.2.2', trusted)).toBe('10.2.2.2');
    // A trusted proxy that forwarded nothing: the proxy itself.
    expect(addressOf('10.1.1.1', undefined, trusted)).toBe('10.1.1.1');
    // A trusted proxy that forwarded what is no address: unknown, never the text.
    expect(addressOf('10.1.1.1', '<script>', trusted)).toBeUndefined();
  });

  it('reads IPv6 and IPv4-mapped peers (a Node server listening on ::)', () => {
    expect(addressOf('::ffff:10.0.0.3', '198.51.100.2', ranges('10.0.0.0/8'))).toBe('198.51.100.2');
    expect(addressOf('2001:db8::5', '2001:db8:1::9, 2a00:1450::1', ranges('2001:db8::/32'))).toBe('2a00:1450::1');
    expect(addressOf('::1', '198.51.100.2', ranges('127.0.0.1/8'))).toBe('::1');
  });

  it('for any header a client sends from outside the trusted ranges, is that client’s connection address', () => {
    fc.assert(
      fc.property(
        ipv4.filter((peer) => !peer.startsWith('10.')),
        fc.array(fc.oneof(ipv4, fc.string()), { maxLength: 6 }),
        (peer, entries) => {
          expect(addressOf(peer, entries.join(', '), ranges('10.0.0.0/8'))).toBe(peer);
        },
      ),
    );
  });

  it('parses addresses and ranges, refusing what is neither', () => {
    expect(addressBytes('::ffff:192.0.2.1')).toEqual([192, 0, 2, 1]);
    expect(addressBytes('2001:db8::1')).toHaveLength(16);
    for (const bad of ['', 'cdn.example', '1.2.3', '256.0.0.1', '1::2::3', '1:2:3:4:5:6:7:8:9', '1.2.3.4:80'])
      expect(addressBytes(bad), bad).toBeUndefined();
    expect(parseAddressRange('10.0.0.0/8')).toEqual({ bytes: [10, 0, 0, 0], prefix: 8 });
    for (const bad of ['10.0.0.0/33', '10.0.0.0/x', '2001:db8::/129', '10.0.0.0/8/8']) expect(parseAddressRange(bad), bad).toBeUndefined();
  });
});

describe('the visitor’s address on a platform that states it (CLIENT_ADDRESS_HEADER)', () => {
  const stated = (value: string | undefined, env?: { incoming: { socket: { remoteAddress: string } } }) =>
    clientAddressOf(
      new Request(
        'https://shop.example/',
        value === undefined ? {} : { headers: { 'CF-Connecting-IP': value, 'X-Forwarded-For': '6.6.6.6' } },
      ),
      env,
      ranges('10.0.0.0/8'),
      'CF-Connecting-IP',
    );

  it('is the header the platform wrote, and nothing else', () => {
    expect(stated('198.51.100.4')).toBe('198.51.100.4');
    expect(stated('2001:db8::4', { incoming: { socket: { remoteAddress: '10.0.0.1' } } })).toBe('2001:db8::4');
    expect(stated(undefined)).toBeUndefined();
    expect(stated('not an address')).toBeUndefined();
  });
});
