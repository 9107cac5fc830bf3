import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when the runner exposes globals; vitest here does not. Only where there
// is a DOM: node-environment files do not pay for loading it.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
