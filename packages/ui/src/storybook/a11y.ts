/**
 * The axe rule set every story is audited with (Storybook's a11y addon, in Chromium): WCAG 2.0,
 * 2.1 and 2.2 levels A and AA. These tags include `color-contrast` (1.4.3) and `target-size`
 * (2.2 success criterion 2.5.8, tagged `wcag22aa`). `test: 'error'` makes any violation fail the
 * story's test.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** Storybook `parameters.a11y` for the whole project (see .storybook/preview.tsx). */
export const a11yParameters = {
  test: 'error',
  options: { runOnly: { type: 'tag', values: [...axeTags] } },
} as const;
