import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's Varnish lives (override with VARNISHD_PATH). */
export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/** Makes sure Varnish is installed: installs Debian's package when running as root, else stops with how to. Never skips. */
export const ensureVarnish = (): void => {
  if (existsSync(VARNISHD_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Varnish is missing at ${VARNISHD_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y varnish`);
  }
  console.log("Varnish is missing: installing Debian's package (apt-get install -y varnish)...");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'varnish'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(VARNISHD_PATH)) throw new Error(`apt-get finished but ${VARNISHD_PATH} is still missing.`);
};
