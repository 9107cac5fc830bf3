import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/ensure-chromium';
import { FIREFOX_BIDI, FIREFOX_NO_PAGE_SCRIPT_ENV, FIREFOX_PREFS } from './support/ensure-engines';

/**
 * The journeys Firefox runs as well as Chromium (WebKit: their user goals in webkit*.journey.ts). Chromium alone runs the rest
 * (docs/working-on-it.md lists them and why).
 */
const EVERY_ENGINE = [
  'first-interaction.journey.ts',
  'keyboard.journey.ts',
  'newsletter-keyboard.journey.ts',
  'newsletter-signup.journey.ts',
  'footer.journey.ts',
  'partner-widget.journey.ts',
  'no-code-controls.journey.ts',
  'typing-phases.journey.ts',
  'wake-slices.journey.ts',
  'first-load-rules.journey.ts',
  'newsletter-failure.journey.ts',
  'newsletter-prefill.journey.ts',
  'session.journey.ts',
];
const firefox = {
  browserName: 'firefox' as const,
  // Playwright's WebDriver BiDi Firefox, on Debian's Firefox ESR (support/firefox-bidi.ts).
  channel: 'moz-firefox',
};
const firefoxLaunch = { executablePath: FIREFOX_BIDI, firefoxUserPrefs: FIREFOX_PREFS };

/**
 * Browser journeys: the production build served by the emulator, driven in Debian's Chromium by Playwright Test.
 * Chromium's projects: `js-on` (every journey that runs the shop's JavaScript), `js-off` (the no-JavaScript journey),
 * `second-runtime` (the no-JavaScript journey again, against dist/server/entry.js on Deno with the emulator's
 * services) and `behind-cdn` (the built entry on Node, three instances, behind Varnish running
 * deploy/varnish/storefront.vcl, with and without JavaScript; an instance lost under load and a deploy under cached
 * pages). Firefox (Debian's ESR over WebDriver BiDi) runs the journeys listed above (`firefox`; its contexts without
 * JavaScript come from a second Firefox whose tabs run no page script, support/fixtures.ts) and the no-JavaScript
 * journey in such a Firefox (`firefox-js-off`, support/firefox-bidi.ts); WebKit (WebKitGTK's
 * MiniBrowser through WebKitWebDriver, which Playwright cannot drive) runs webkit*.journey.ts through a WebDriver
 * client of the suite's own (`webkit`, support/webdriver.ts). A failure keeps its trace and screenshot under
 * test-results/, and an HTML report in playwright-report/.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.journey.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: '../../test-results',
  timeout: 60_000,
  // Two workers, each with its own Chromium and its own emulator (support/fixtures.ts): files run in parallel, the
  // tests of a file in order, and no journey's switches (outages, footer modes, the clock) reach the other worker.
  workers: 2,
  fullyParallel: false,
  // No retries: a journey that can fail on a first try is a bug to fix.
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    // DOM snapshots and network, without the screencast frames that would slow every journey on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'js-on', testIgnore: ['no-javascript.journey.ts', 'behind-cdn*.journey.ts', 'webkit*.journey.ts'] },
    { name: 'js-off', testMatch: 'no-javascript.journey.ts', use: { javaScriptEnabled: false } },
    {
      name: 'second-runtime',
      testMatch: 'no-javascript.journey.ts',
      use: { javaScriptEnabled: false },
      metadata: { storefront: 'deno' },
    },
    { name: 'behind-cdn', testMatch: 'behind-cdn*.journey.ts', metadata: { storefront: 'cdn' } },
    { name: 'firefox', testMatch: EVERY_ENGINE, use: { ...firefox, launchOptions: firefoxLaunch } },
    // The no-JavaScript journey in a Firefox whose tabs run no page script (support/firefox-bidi.ts).
    {
      name: 'firefox-js-off',
      testMatch: 'no-javascript.journey.ts',
      use: {
        ...firefox,
        javaScriptEnabled: false,
        launchOptions: { ...firefoxLaunch, env: { ...process.env, ...FIREFOX_NO_PAGE_SCRIPT_ENV } },
      },
    },
    // WebKit's own journey files drive no Playwright browser (support/webdriver.ts); each worker starts WebKitWebDriver.
    { name: 'webkit', testMatch: 'webkit*.journey.ts' },
  ],
});
