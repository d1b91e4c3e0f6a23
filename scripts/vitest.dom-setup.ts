import '@testing-library/jest-dom/vitest';
import { createElement, type ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { toHaveNoViolations } from 'jest-axe';
import { LabelsProvider } from '@nhsl/ui';
import { uiLabels } from '@nhsl/content';

expect.extend(toHaveNoViolations);
// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot do it itself).
afterEach(cleanup);

// The components have no built-in English (issue 26): every render gets the app's labels, as the
// app's ThemeProvider gives them. A test's own wrapper still applies inside this one.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  const withLabels =
    (Inner?: (props: { children: ReactNode }) => ReactNode) =>
    ({ children }: { children: ReactNode }) =>
      createElement(LabelsProvider, {
        labels: uiLabels,
        children: Inner ? createElement(Inner, null, children) : children,
      });
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withLabels(options?.wrapper as never) })) as typeof rtl.render,
  };
});
