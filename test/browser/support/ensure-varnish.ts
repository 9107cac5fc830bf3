import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's Varnish lives (override with VARNISHD_PATH). */
export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/** Where the VCL's vsthrottle module lives (Debian's varnish-modules; override with VARNISH_VSTHROTTLE_PATH). */
export const VSTHROTTLE_PATH = process.env.VARNISH_VSTHROTTLE_PATH ?? '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_vsthrottle.so';

/**
 * Makes sure Varnish and the modules the VCL imports are installed: installs Debian's `varnish` and `varnish-modules`
 * when running as root, else stops with how to. Never skips.
 */
export const ensureVarnish = (): void => {
  if (existsSync(VARNISHD_PATH) && existsSync(VSTHROTTLE_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Varnish or its modules are missing (${VARNISHD_PATH}, ${VSTHROTTLE_PATH}). Install them with: sudo apt-get update && sudo apt-get install -y varnish varnish-modules`,
    );
  }
  console.log("Varnish or its modules are missing: installing Debian's packages (apt-get install -y varnish varnish-modules)...");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'varnish', 'varnish-modules'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(VARNISHD_PATH) || !existsSync(VSTHROTTLE_PATH))
    throw new Error(`apt-get finished but ${VARNISHD_PATH} or ${VSTHROTTLE_PATH} is still missing.`);
};
