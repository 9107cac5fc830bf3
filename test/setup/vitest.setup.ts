import { afterAll, afterEach, vi } from 'vitest';

// The unit projects do not isolate files (vite.config.ts): whatever a test file changes of the shared worker is put back
// after it. Timers after every test; env and global stubs by the config's unstubEnvs and unstubGlobals.
afterEach(() => {
  vi.useRealTimers();
});

// Testing Library unmounts between tests only when the runner exposes globals; vitest here does not. Only where there
// is a DOM: node-environment files do not pay for loading it.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  const { installInvokerCommands } = await import('../support/invoker-commands');
  installInvokerCommands(document);
  // The next file starts with an empty document: no markup, <html> attributes, cookies or storage of this one.
  afterAll(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });
}
