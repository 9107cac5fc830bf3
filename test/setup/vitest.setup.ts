import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when the runner exposes globals; vitest here does not.
afterEach(() => cleanup());
