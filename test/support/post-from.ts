import { request } from 'node:http';

/**
 * A JSON POST to `base` + `path` from a given local address of this machine (`from`: a loopback address other than the
 * browser's 127.0.0.1 stands for another visitor, or for the CDN), as the browser's service calls send it; its status.
 */
export const postFrom = (from: string, base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> =>
  new Promise((done, fail) => {
    const { hostname, port } = new URL(base);
    const text = JSON.stringify(body);
    const call = request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
      },
    );
    call.on('error', fail);
    call.end(text);
  });
