import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from './ensure-engines';

/**
 * WebKit for the journeys: WebKitGTK's MiniBrowser through Debian's WebKitWebDriver, under Xvfb. That driver speaks
 * classic WebDriver (HTTP) only, no BiDi, so Playwright cannot drive it; this is the few commands the WebKit journeys
 * need. Elements are found as a shopper finds them, by role and accessible name or visible text, by Testing Library's
 * queries injected into the page; input is real input through the WebDriver Actions API (clicks, keys).
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** A reference to an element of the page, as WebDriver hands it over. */
export interface ElementRef {
  readonly [ELEMENT]: string;
}
/** A name to match: exact text, or a pattern. */
export type Name = string | RegExp;

const MINI_BROWSER = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']
  .flatMap((dir) => [`${dir}/webkit2gtk-4.1/MiniBrowser`, `${dir}/webkitgtk-6.0/MiniBrowser`, `${dir}/webkit2gtk-4.0/MiniBrowser`])
  .find((path) => existsSync(path));

const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
    server.on('error', fail);
  });

/** How long a question to a page that may be on its way out is given before it is asked again. */
const PROBE_MS = 3_000;

/** How long a wait lasts by default: a page, its scripts and an island's wake on a loaded two-core machine. */
const WAIT_MS = 30_000;

const until = async <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = WAIT_MS): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((done) => setTimeout(done, 50));
  }
};

/** Waits until the driver says it can start a session. */
const driverReady = (url: string): Promise<boolean> =>
  until('WebKitWebDriver ready for a session', async () => (await send<{ ready?: boolean }>('GET', `${url}/status`)).ready === true);

/** A running WebKitWebDriver under xvfb-run; close() ends both. */
export interface WebKitDriver {
  readonly url: string;
  close(): Promise<void>;
}

export const startWebKitDriver = async (): Promise<WebKitDriver> => {
  if (!MINI_BROWSER) throw new Error('WebKitGTK MiniBrowser not found: install webkit2gtk-driver (support/ensure-engines.ts).');
  const port = await freePort();
  // Its own process group: closing ends xvfb-run, Xvfb and the driver together.
  const child: ChildProcess = spawn(XVFB_RUN_PATH, ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await driverReady(url);
  return {
    url,
    close: async () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
};

/** A browser session: one MiniBrowser window with its own cookies. */
export class WebKitSession {
  private constructor(
    private readonly base: string,
    private readonly id: string,
  ) {}

  /**
   * A new window; `{ javaScript: false }`: one whose pages run no script of their own (WebKitSettings'
   * `enable-javascript-markup` off, a MiniBrowser flag), while the driver's scripts, which find elements, still run.
   */
  static async start(driver: WebKitDriver, { javaScript = true } = {}, timeoutMs?: number): Promise<WebKitSession> {
    const args = javaScript ? ['--automation'] : ['--automation', '--enable-javascript-markup=false'];
    // The driver takes one session at a time: the last one's browser must have gone (its status says ready again).
    await driverReady(driver.url);
    const capabilities = { alwaysMatch: { pageLoadStrategy: 'none', 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args } } };
    const answer = await send<{ sessionId: string }>('POST', `${driver.url}/session`, { capabilities }, timeoutMs);
    const session = new WebKitSession(driver.url, answer.sessionId);
    await session.command('POST', '/window/rect', { width: 1440, height: 900 });
    return session;
  }

  private command<T>(method: string, path: string, body?: unknown): Promise<T> {
    // A command the driver never answers fails with its name, not as the test's time-out.
    return send<T>(method, `${this.base}/session/${this.id}${path}`, body, WAIT_MS);
  }

  close(): Promise<unknown> {
    return this.command('DELETE', '');
  }

  /** The window's viewport as a PNG, as WebKit drew it. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');
  }

  /**
   * The window as a new one would be, for the next test: no cookies of `origin`'s host (all its ports share them), no
   * page, the first size. Cheaper and steadier than a new MiniBrowser per test: under load the driver sometimes drops
   * the connection that starts a browser.
   */
  async reset(origin: string): Promise<void> {
    // Each step waits for its document: a command sent into a navigation still under way can go unanswered.
    await this.goto(`${origin}/favicon.ico`);
    await this.command('DELETE', '/cookie');
    await this.goto('about:blank');
    await this.command('POST', '/window/rect', { width: 1440, height: 900 });
  }

  /** Opens the address and returns once its HTML is there (scripts may still be on their way, or held back). */
  async goto(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
    await this.arrived(url, (href) => href === url);
  }

  /** Waits for the next page at an address matching the pattern, its HTML parsed. */
  async waitForPage(pattern: RegExp): Promise<void> {
    await this.arrived(String(pattern), (href) => pattern.test(href));
  }

  /**
   * Waits until the window is at the address, then until its HTML is parsed. The address is asked of the driver, not
   * the page: a script sent while a navigation is under way can go to the page being left (WebKit may swap its
   * process) and never be answered.
   */
  private async arrived(what: string, at: (href: string) => boolean): Promise<void> {
    // Says where the window is while waiting, so a timeout tells what it saw.
    await until(`the window at ${what}`, async () => {
      const href = await this.url();
      if (at(href)) return true;
      throw new Error(`at ${href}`);
    });
    await until(`${what} parsed`, async () => {
      const [href, state] = await this.probe<[string, string]>('return [location.href, document.readyState];');
      if (at(href) && state !== 'loading') return true;
      throw new Error(`at ${href}, ${state}`);
    });
  }

  /**
   * A question to the page that may go to a document being left (WebKit may swap its process on a navigation), which
   * never answers: it gives up after a short while, so the wait around it asks again.
   */
  private probe<T>(body: string): Promise<T> {
    return send<T>('POST', `${this.base}/session/${this.id}/execute/sync`, { script: body, args: [] }, PROBE_MS);
  }

  /** Marks the document now shown, so waitForNewDocument can tell the next one (at the same address or not). */
  async markDocument(): Promise<void> {
    await this.execute('window.__journeyMark = true;');
  }

  /** Waits until the window shows a document other than the marked one, its HTML parsed (e.g. a form's answer). */
  async waitForNewDocument(): Promise<void> {
    await until('a new document', () => this.probe<boolean>('return !window.__journeyMark && document.readyState !== "loading";'));
  }

  url(): Promise<string> {
    return this.command<string>('GET', '/url');
  }

  /** Runs a function body in the page (its arguments as `arguments`); elements come back as references. */
  execute<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script: body, args });
  }

  private async queries(): Promise<void> {
    const present = await this.execute<boolean>('return typeof window.TestingLibraryDom === "object";');
    if (!present) await this.execute(`${testingLibrary}; return true;`);
  }

  /** The element with this role and accessible name that a shopper can perceive now, if any (within `scope`). */
  async queryByRole(role: string, name: Name | null, scope?: ElementRef): Promise<ElementRef | null> {
    await this.queries();
    const pattern = name instanceof RegExp ? { source: name.source, flags: name.flags } : null;
    return this.execute<ElementRef | null>(
      `const [role, text, pattern, scope] = arguments;
       const name = pattern ? new RegExp(pattern.source, pattern.flags) : text;
       return window.TestingLibraryDom.queryAllByRole(scope || document.body, role, name === null ? {} : { name })[0] || null;`,
      role,
      typeof name === 'string' ? name : null,
      pattern,
      scope ?? null,
    );
  }

  /** How many elements with this role and accessible name a shopper can perceive now (within `scope`). */
  async countByRole(role: string, name: Name | null, scope?: ElementRef): Promise<number> {
    await this.queries();
    const pattern = name instanceof RegExp ? { source: name.source, flags: name.flags } : null;
    return this.execute<number>(
      `const [role, text, pattern, scope] = arguments;
       const name = pattern ? new RegExp(pattern.source, pattern.flags) : text;
       return window.TestingLibraryDom.queryAllByRole(scope || document.body, role, name === null ? {} : { name }).length;`,
      role,
      typeof name === 'string' ? name : null,
      pattern,
      scope ?? null,
    );
  }

  /** Waits until the field with this label is there and returns it (a password field has no role). */
  async getByLabel(label: Name, scope?: ElementRef): Promise<ElementRef> {
    const pattern = label instanceof RegExp ? { source: label.source, flags: label.flags } : null;
    return until(`the field labelled "${String(label)}"`, async () => {
      await this.queries();
      return this.execute<ElementRef | null>(
        `const [text, pattern, scope] = arguments;
         const matcher = pattern ? new RegExp(pattern.source, pattern.flags) : text;
         return window.TestingLibraryDom.queryAllByLabelText(scope || document.body, matcher).find((field) => field.checkVisibility()) || null;`,
        typeof label === 'string' ? label : null,
        pattern,
        scope ?? null,
      );
    });
  }

  /** Waits until that element is there (perceivable) and returns it. */
  getByRole(role: string, name: Name | null, scope?: ElementRef, timeoutMs?: number): Promise<ElementRef> {
    return until(`${role} "${String(name)}"`, () => this.queryByRole(role, name, scope), timeoutMs);
  }

  /**
   * The element showing this text that a shopper can see now, if any (within `scope`): Testing Library's text query,
   * its matches kept to those the browser renders (`checkVisibility`).
   */
  async queryByText(text: Name, scope?: ElementRef): Promise<ElementRef | null> {
    await this.queries();
    const pattern = text instanceof RegExp ? { source: text.source, flags: text.flags } : null;
    return this.execute<ElementRef | null>(
      `const [text, pattern, scope] = arguments;
       const matcher = pattern ? new RegExp(pattern.source, pattern.flags) : text;
       return window.TestingLibraryDom.queryAllByText(scope || document.body, matcher).find((element) => element.checkVisibility()) || null;`,
      typeof text === 'string' ? text : null,
      pattern,
      scope ?? null,
    );
  }

  /** Waits until that text is shown and returns its element. */
  getByText(text: Name, scope?: ElementRef, timeoutMs?: number): Promise<ElementRef> {
    return until(`the text "${String(text)}"`, () => this.queryByText(text, scope), timeoutMs);
  }

  /** How many elements show this text now, seen or not (within `scope`). */
  async countText(text: Name, scope?: ElementRef): Promise<number> {
    await this.queries();
    const pattern = text instanceof RegExp ? { source: text.source, flags: text.flags } : null;
    return this.execute<number>(
      `const [text, pattern, scope] = arguments;
       return window.TestingLibraryDom.queryAllByText(scope || document.body, pattern ? new RegExp(pattern.source, pattern.flags) : text).length;`,
      typeof text === 'string' ? text : null,
      pattern,
      scope ?? null,
    );
  }

  /** A field's value as the page holds it. */
  value(element: ElementRef): Promise<string> {
    return this.execute<string>('return arguments[0].value;', element);
  }

  /** The cookies the browser holds for the current page. */
  cookies(): Promise<Array<{ name: string; value: string }>> {
    return this.command<Array<{ name: string; value: string }>>('GET', '/cookie');
  }

  /** Adds a cookie for the current page's host. */
  async addCookie(cookie: { name: string; value: string; path?: string; httpOnly?: boolean }): Promise<void> {
    await this.command('POST', '/cookie', { cookie: { path: '/', ...cookie } });
  }

  /** Waits until the page says so (a function body returning something truthy). */
  waitFor<T>(what: string, body: string, ...args: unknown[]): Promise<T> {
    return until(what, () => this.execute<T>(body, ...args));
  }

  /** A real click in the middle of the element (WebDriver's element click: scrolls it into view, then the pointer). */
  async click(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  /** A real click at a point of the viewport (pointer actions). */
  async clickAt(x: number, y: number): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  /** Keys pressed and released one after the other on what has focus (WebDriver key codes, e.g. '\uE00C' Escape). */
  async press(...keys: string[]): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: keys.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  /** A key pressed with a modifier held (e.g. KEY.Shift and KEY.Tab). */
  async pressWith(modifier: string, key: string): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: modifier },
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
            { type: 'keyUp', value: modifier },
          ],
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  /** Types text into the element as keys (WebDriver's element send keys: focuses it first). */
  async type(element: ElementRef, text: string): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  /** Chooses an option of a select by its visible text (or part of it), as a shopper does with the pointer. */
  async choose(select: ElementRef, optionText: string): Promise<void> {
    const option = await this.execute<ElementRef | null>(
      'return [...arguments[0].options].find((option) => option.textContent.includes(arguments[1])) || null;',
      select,
      optionText,
    );
    if (!option) throw new Error(`No option "${optionText}".`);
    await this.click(option);
  }

  /** Chooses the option of a select with this value, with the pointer. */
  async chooseValue(select: ElementRef, value: string): Promise<void> {
    const option = await this.execute<ElementRef | null>(
      'return [...arguments[0].options].find((option) => option.value === arguments[1]) || null;',
      select,
      value,
    );
    if (!option) throw new Error(`No option of value "${value}".`);
    await this.click(option);
  }

  /** Empties a field (WebDriver's element clear). */
  async clear(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT]}/clear`, {});
  }

  /**
   * The window's size (the page's viewport is a little smaller: the MiniBrowser's toolbar). The window manager applies
   * it later: wait for the page's layout to follow.
   */
  async resize(width: number, height: number): Promise<void> {
    await this.command('POST', '/window/rect', { width, height });
  }
}

/** How long starting a browser may take before the driver is taken for stuck. */
const SESSION_START_MS = 30_000;

/**
 * A worker's WebKit windows: one WebKitWebDriver under Xvfb and one MiniBrowser at a time (the driver takes one
 * session), kept across tests and reset between them (WebKitSession.reset); a new one only when a test needs the other
 * kind (with or without page script). WebKitWebDriver on a loaded machine now and then never answers the request that
 * starts a browser (or drops it): such a driver is ended and a new one started, once, and said so in the log. That is
 * the harness recovering its own tool; no step of a test is ever repeated.
 */
export class WebKitWindows {
  private current: { readonly javaScript: boolean; readonly session: WebKitSession } | undefined;

  private constructor(private driver: WebKitDriver) {}

  static async start(): Promise<WebKitWindows> {
    return new WebKitWindows(await startWebKitDriver());
  }

  async open(javaScript: boolean): Promise<WebKitSession> {
    if (this.current?.javaScript === javaScript) return this.current.session;
    await this.closeWindow();
    let session: WebKitSession;
    try {
      session = await WebKitSession.start(this.driver, { javaScript }, SESSION_START_MS);
    } catch (error) {
      console.warn(`WebKitWebDriver did not start a browser (${String(error)}): a new driver starts it.`);
      await this.driver.close();
      this.driver = await startWebKitDriver();
      session = await WebKitSession.start(this.driver, { javaScript }, SESSION_START_MS);
    }
    this.current = { javaScript, session };
    return session;
  }

  /** Done with the window for this test: reset for the next one, or closed when it cannot be (a new one comes next). */
  async release(origin: string): Promise<void> {
    try {
      await this.current?.session.reset(origin);
    } catch (error) {
      console.warn(`WebKit window not reset (${String(error)}); the next test opens a new one.`);
      await this.closeWindow();
    }
  }

  /** Ends the window and the driver. */
  async close(): Promise<void> {
    await this.closeWindow();
    await this.driver.close();
  }

  private async closeWindow(): Promise<void> {
    const open = this.current;
    this.current = undefined;
    await open?.session.close().catch((error: unknown) => console.warn(`WebKit window not closed: ${String(error)}`));
  }
}

/** Keys of the WebDriver key table. */
export const KEY = {
  Escape: '\uE00C',
  Tab: '\uE004',
  Enter: '\uE007',
  ArrowDown: '\uE015',
  Shift: '\uE008',
  End: '\uE010',
  Space: '\uE00D',
} as const;

/**
 * One WebDriver command, on a connection of its own: WebKitWebDriver closes idle connections, and a pooled one it
 * has just closed fails the next command ("fetch failed").
 */
const send = <T>(method: string, url: string, body?: unknown, timeoutMs?: number): Promise<T> =>
  new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString()) as { value: T & { error?: string; message?: string } };
            const ok = (response.statusCode ?? 500) < 400;
            if (ok) done(answer.value);
            else fail(new Error(`WebDriver ${method} ${new URL(url).pathname}: ${answer.value.error}: ${answer.value.message}`));
          } catch (error) {
            fail(error);
          }
        });
        response.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    if (timeoutMs !== undefined)
      outgoing.setTimeout(timeoutMs, () =>
        outgoing.destroy(new Error(`WebDriver ${method} ${new URL(url).pathname}: no answer in ${timeoutMs} ms`)),
      );
    outgoing.end(payload);
  });

/**
 * A slow network in front of the storefront: requests for scripts wait until release(), so "before any script ran"
 * is a fact of the test (the WebDriver has no request interception). hold() arms it again.
 */
export interface HeldScripts {
  readonly url: string;
  release(): void;
  /** Holds the scripts from now on; `only`: just those whose path it matches (e.g. the islands' code, not the loader). */
  hold(only?: RegExp): void;
  /**
   * From now on, scripts whose path `prefix` answers for start with that code (e.g. a gate the page waits at); none
   * when unset. Those scripts are fetched uncompressed.
   */
  rewrite(prefix?: (path: string) => string | undefined): void;
  close(): Promise<void>;
}

export const holdScripts = async (target: string, pattern: RegExp): Promise<HeldScripts> => {
  const upstream = new URL(target);
  let open = (): void => undefined;
  let gate = Promise.resolve();
  let held = pattern;
  const hold = (only: RegExp = pattern) => {
    held = only;
    gate = new Promise<void>((done) => {
      open = done;
    });
  };
  let prefixOf: ((path: string) => string | undefined) | undefined;
  let own = '';
  // The storefront answers only to its own host and checks the origin of what is sent: to it, the visitor is on it.
  const toUpstream = (value: string) => value.replace(own, upstream.origin);
  const server: Server = createServer((incoming, answer) => {
    const script = pattern.test(new URL(incoming.url ?? '/', 'http://x').pathname);
    const forward = () => {
      const headers = { ...incoming.headers, host: upstream.host };
      if (headers.origin) headers.origin = toUpstream(headers.origin);
      if (headers.referer) headers.referer = toUpstream(headers.referer);
      const prefix = prefixOf?.(new URL(incoming.url ?? '/', 'http://x').pathname);
      if (script) {
        delete headers['if-none-match'];
        delete headers['if-modified-since'];
      }
      if (prefix !== undefined) {
        headers['accept-encoding'] = 'identity';
        delete headers['if-none-match'];
        delete headers['if-modified-since'];
      }
      const outgoing = httpRequest(
        { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
        (response) => {
          const location = response.headers.location?.replace(upstream.origin, own);
          if (prefix === undefined || response.statusCode !== 200) {
            const { etag: _etag, 'last-modified': _modified, ...kept } = response.headers;
            // A held script is never cached: every page fetches it through the gate, as a new window would.
            const headers = script ? { ...kept, 'cache-control': 'no-store' } : response.headers;
            answer.writeHead(response.statusCode ?? 502, { ...headers, ...(location ? { location } : {}) });
            response.pipe(answer);
            return;
          }
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat([Buffer.from(prefix), ...chunks]);
            const { 'content-length': _length, etag: _etag, ...rest } = response.headers;
            answer.writeHead(200, { ...rest, 'content-length': String(body.length), 'cache-control': 'no-store' });
            answer.end(body);
          });
        },
      );
      outgoing.on('error', () => answer.destroy());
      incoming.pipe(outgoing);
    };
    if (script && held.test(new URL(incoming.url ?? '/', 'http://x').pathname)) void gate.then(forward);
    else forward();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  own = `http://127.0.0.1:${port}`;
  return {
    url: own,
    release: () => open(),
    hold,
    rewrite: (prefix) => {
      prefixOf = prefix;
    },
    close: () =>
      new Promise((done) => {
        open();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
