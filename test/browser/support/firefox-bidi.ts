import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

/** The WebSocket library Playwright itself bundles (`ws`), as much of it as this uses. */
interface Socket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  on(event: string, listener: (...args: never[]) => void): void;
}
interface SocketLibrary {
  ws: { new (url: string, options: object): Socket; readonly OPEN: number };
  wsServer: new (options: object) => Socket & { address(): unknown };
}
const { ws: WebSocket, wsServer: WebSocketServer } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as SocketLibrary;

/**
 * Debian's Firefox ESR as Playwright's WebDriver BiDi Firefox (`channel: 'moz-firefox'`) starts it: run by
 * ./firefox-esr-bidi with Playwright's arguments, it starts /usr/bin/firefox-esr (FIREFOX_PATH) and stands between
 * the two on the BiDi socket. Playwright asks every new context for emulation commands this ESR does not have yet
 * (the colour scheme, the screen's orientation and size): their "unknown command" is answered as done (nothing is
 * emulated; the journeys never ask for these), every other message passes unchanged: a journey that needs another
 * command fails as it would.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Commands answered as done when this Firefox does not know them: none changes what a page does. */
const COSMETIC = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScreenOrientationOverride',
  'emulation.setScreenSettingsOverride',
]);
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const proxy = (upstreamBase: string): void => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    const { port } = server.address() as { port: number };
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`);
  });
  server.on('connection', (client: Socket, request: { url?: string }) => {
    const upstream = new WebSocket(`${upstreamBase}${request.url ?? ''}`, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    const pending: string[] = [];
    const methods = new Map<number, string>();
    upstream.on('open', () => pending.splice(0).forEach((message) => upstream.send(message)));
    client.on('message', (data: Buffer) => {
      const text = data.toString();
      const message = JSON.parse(text) as { id?: number; method?: string };
      if (typeof message.id === 'number' && message.method) methods.set(message.id, message.method);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
    upstream.on('message', (data: Buffer) => {
      const text = data.toString();
      const answer = JSON.parse(text) as { id?: number; type?: string; error?: string };
      const method = typeof answer.id === 'number' ? methods.get(answer.id) : undefined;
      if (typeof answer.id === 'number') methods.delete(answer.id);
      if (answer.type === 'error' && answer.error === 'unknown command' && method && COSMETIC.has(method))
        client.send(JSON.stringify({ type: 'success', id: answer.id, result: {} }));
      else client.send(text);
    });
    const end = () => {
      client.close();
      upstream.close();
    };
    client.on('close', end);
    upstream.on('close', end);
    upstream.on('error', end);
    client.on('error', end);
  });
};

let proxied = false;
createInterface({ input: firefox.stderr }).on('line', (line) => {
  const listening = LISTENING.exec(line);
  if (listening?.[1] && !proxied) {
    proxied = true;
    proxy(listening[1]);
  } else process.stderr.write(`${line}\n`);
});
