import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);
// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot do it itself).
afterEach(cleanup);
