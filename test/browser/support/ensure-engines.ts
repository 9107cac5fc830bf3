import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian's Firefox ESR (override with FIREFOX_PATH); support/firefox-bidi.ts starts it for Playwright. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** What Playwright launches as its WebDriver BiDi Firefox (./firefox-esr-bidi, which runs ./firefox-bidi.ts). */
export const FIREFOX_BIDI = fileURLToPath(new URL('./firefox-esr-bidi', import.meta.url));
/** Preferences over Playwright's own: Firefox never reaches the network by itself (updates, telemetry, portals). */
export const FIREFOX_PREFS: Record<string, string | number | boolean> = {
  'app.update.auto': false,
  'app.update.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.region.network.url': '',
  'browser.topsites.contile.enabled': false,
};
/**
 * The environment of a Firefox whose pages run no script (./firefox-bidi.ts turns each tab's `allowJavascript` off, as
 * a shopper's `javascript.enabled` does, while the driver's own sandbox keeps running). WebDriver BiDi has no
 * per-context switch for scripts (Playwright leaves `javaScriptEnabled: false` unsent), so contexts without
 * JavaScript come from such a Firefox; `javascript.enabled` itself is no way to it: Firefox blocks scripts by
 * principal under that pref, the driver's sandbox for the page too, and Playwright's waits there never finish.
 */
export const FIREFOX_NO_PAGE_SCRIPT_ENV: Record<string, string> = { FIREFOX_PAGE_SCRIPTS: 'off' };
/** Debian's WebKitGTK WebDriver (override with WEBKIT_DRIVER_PATH), which starts the MiniBrowser. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The X server WebKitGTK draws into on a machine without a display. */
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

/** What the three engines need, by Debian package. */
const NEEDED = [
  { path: FIREFOX_PATH, pkg: 'firefox-esr' },
  { path: WEBKIT_DRIVER_PATH, pkg: 'webkit2gtk-driver' },
  { path: XVFB_RUN_PATH, pkg: 'xvfb' },
  // xvfb-run calls xauth, which xvfb only recommends.
  { path: '/usr/bin/xauth', pkg: 'xauth' },
] as const;

/**
 * Makes sure Firefox ESR, WebKitGTK's WebDriver (with the MiniBrowser, in libwebkit2gtk-4.1-0, which it depends on) and
 * Xvfb with xauth are installed (Chromium: ./ensure-chromium): installs the
 * missing Debian packages when running as root, else stops naming them and how to install them. Never skips.
 */
export const ensureEngines = (): void => {
  const missing = NEEDED.filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `The browser journeys need ${missing.map(({ pkg, path }) => `${pkg} (${path})`).join(', ')}. Install with: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Missing: installing Debian's ${packages.join(', ')} (apt-get install -y)...`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = NEEDED.filter(({ path }) => !existsSync(path));
  if (still.length > 0) throw new Error(`apt-get finished but ${still.map(({ path }) => path).join(', ')} still missing.`);
};
