import 'vitest';

/** jest-axe's matcher, registered in scripts/vitest.dom-setup.ts, typed for Vitest's expect. */
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- must match Vitest's own declaration
  interface Matchers<T = any> {
    /** Passes when the axe results have no violations. */
    toHaveNoViolations(): T;
  }
}
