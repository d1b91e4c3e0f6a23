import '@testing-library/jest-dom/vitest';
import { createElement, type ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { toHaveNoViolations } from 'jest-axe';
import { setInteractionModality } from 'react-aria';
import { LabelsProvider } from '@nhsl/ui';
import { uiLabels } from '@nhsl/content';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../.storybook/preview.tsx';

expect.extend(toHaveNoViolations);
// Unmount what each test rendered (Vitest runs without globals, so Testing Library cannot do it itself).
afterEach(cleanup);
// The files of a worker share their modules (vitest.config.ts, dom project), react-aria's global
// interaction modality among them: a test's virtual click would leave it "virtual", and the next
// file's dialogs would move focus only after a transition. Each test starts as after a key press.
beforeEach(() => setInteractionModality('keyboard'));

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

// Stories composed in a dom test (the spoken-output tests, issue 54) render as Storybook renders
// them: in the theme, in the story's language (.storybook/preview.tsx's decorator).
setProjectAnnotations(preview);
