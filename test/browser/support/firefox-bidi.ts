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
 *
 * With FIREFOX_PAGE_SCRIPTS=off in its environment it is a Firefox whose pages run no script, as a shopper's with
 * JavaScript turned off: every tab's browsing context gets `allowJavascript = false` (the switch Firefox's own
 * `javascript.enabled` pref cannot give a driver: that pref blocks scripts by principal, so it blocks WebDriver BiDi's
 * sandbox for the page too, where Playwright's injected script then never gets past an `await`). Set on the
 * browsing context, the page's own realm runs nothing (no `<script>`, no event handler attribute, `<noscript>` renders,
 * `@media (scripting: none)` matches) while the driver's sandbox keeps running. Firefox sets it from its parent process
 * only: this starts Firefox with `--remote-allow-system-access` and, right after the driver's `session.new`, evaluates
 * one function in the browser's own window that sets it on every content tab at its creation (before any page loads).
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Commands answered as done when this Firefox does not know them: none changes what a page does. */
const COSMETIC = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScreenOrientationOverride',
  'emulation.setScreenSettingsOverride',
]);
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

const PAGE_SCRIPTS_OFF = process.env.FIREFOX_PAGE_SCRIPTS === 'off';
/**
 * Run in a system sandbox of Firefox's parent process (not in the browser window, which may close before the browser
 * does): every top-level content browsing context, present or attached later, runs no page script. Frames inherit it.
 */
const SCRIPTS_OFF = `(() => {
  const sandbox = Cu.Sandbox(Services.scriptSecurityManager.getSystemPrincipal(), { freshCompartment: true });
  return Cu.evalInSandbox(\`
    const off = (context) => {
      if (context.isContent && !context.parent) context.allowJavascript = false;
    };
    Services.obs.addObserver((context) => off(context), 'browsing-context-attached');
    for (const win of Services.wm.getEnumerator('navigator:browser'))
      for (const browser of win.gBrowser?.browsers ?? []) off(browser.browsingContext);
    'page scripts off';
  \`, sandbox);
})()`;
/** Ids of the commands this sends on its own: above any a client counts up to. */
let ownId = 2 ** 40;

const args = process.argv.slice(2);
const firefox = spawn(FIREFOX, PAGE_SCRIPTS_OFF ? [...args, '--remote-allow-system-access'] : args, {
  stdio: ['ignore', 'inherit', 'pipe'],
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** What Firefox answers to a command (the parts this shim reads). */
interface OwnAnswer {
  readonly id?: number;
  readonly type?: string;
  readonly error?: string;
  readonly result?: { readonly contexts?: ReadonlyArray<{ readonly context: string }>; readonly result?: { readonly value?: unknown } };
}

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
    /** The client's messages while this sets up its own (page scripts off), sent on after it in their order. */
    let held: string[] | undefined;
    /** Answers to this shim's own commands, by id. */
    const own = new Map<number, (answer: OwnAnswer) => void>();
    const toUpstream = (text: string): void => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    };
    const send = (method: string, params: object): Promise<OwnAnswer> =>
      new Promise((resolve) => {
        const id = ownId++;
        own.set(id, resolve);
        toUpstream(JSON.stringify({ id, method, params }));
      });
    /** Page scripts off in this Firefox, then the session's answer; a Firefox that cannot do it stops, saying why. */
    const turnPageScriptsOff = async (sessionAnswer: string): Promise<void> => {
      held = [];
      const tree = await send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
      const chrome = tree.result?.contexts?.[0]?.context;
      const done = chrome
        ? await send('script.evaluate', { expression: SCRIPTS_OFF, target: { context: chrome }, awaitPromise: false })
        : tree;
      if (done.result?.result?.value !== 'page scripts off') {
        process.stderr.write(`Could not turn page scripts off in Firefox: ${JSON.stringify(done)}\n`);
        firefox.kill('SIGTERM');
        return;
      }
      client.send(sessionAnswer);
      held.splice(0).forEach(toUpstream);
      held = undefined;
    };
    upstream.on('open', () => pending.splice(0).forEach((message) => upstream.send(message)));
    client.on('message', (data: Buffer) => {
      const text = data.toString();
      const message = JSON.parse(text) as { id?: number; method?: string };
      if (typeof message.id === 'number' && message.method) methods.set(message.id, message.method);
      if (held) held.push(text);
      else toUpstream(text);
    });
    upstream.on('message', (data: Buffer) => {
      const text = data.toString();
      const answer = JSON.parse(text) as OwnAnswer;
      const mine = typeof answer.id === 'number' ? own.get(answer.id) : undefined;
      if (mine && typeof answer.id === 'number') {
        own.delete(answer.id);
        mine(answer);
        return;
      }
      const method = typeof answer.id === 'number' ? methods.get(answer.id) : undefined;
      if (typeof answer.id === 'number') methods.delete(answer.id);
      if (answer.type === 'error' && answer.error === 'unknown command' && method && COSMETIC.has(method))
        client.send(JSON.stringify({ type: 'success', id: answer.id, result: {} }));
      else if (PAGE_SCRIPTS_OFF && method === 'session.new' && answer.type === 'success') void turnPageScriptsOff(text);
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
