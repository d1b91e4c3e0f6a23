import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { a11yParameters, axeTags } from './storybook/a11y.ts';

/**
 * The library's own audit (issue 3, "Each component has"): every component folder has its
 * component, stories, tests and index, is exported publicly, has a docs page with usage guidance
 * (when to use, when not to, accessibility) and stories for long words, right-to-left text and a
 * 320px screen. A component added without these fails here.
 */
const componentsDir = fileURLToPath(new URL('./components/', import.meta.url));
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const publicIndex = readFileSync(fileURLToPath(new URL('./index.ts', import.meta.url)), 'utf8');

/** Component names from the issue that live inside another component's folder. */
const storiesOf = (name: string) =>
  readdirSync(`${componentsDir}${name}`)
    .filter((f) => f.endsWith('.stories.tsx'))
    .map((f) => readFileSync(`${componentsDir}${name}/${f}`, 'utf8'));

/** Components whose content has no layout of its own (screen-reader-only text). */
const noLayout = new Set(['VisuallyHidden']);

describe('component library audit', () => {
  it('has every component the issue lists', () => {
    for (const name of [
      'Typography',
      'VisuallyHidden',
      'Link',
      'Button',
      'TextInput',
      'PasswordInput',
      'CodeInput',
      'DateInput',
      'Radios',
      'Checkboxes',
      'Fieldset',
      'ErrorSummary',
      'ErrorMessage',
      'Details',
      'InsetText',
      'WarningCallout',
      'NotificationBanner',
      'Panel',
      'Card',
      'SummaryList',
      'MaskedNumber',
      'ContentsList',
      'SideNavigation',
      'BackLink',
      'SkipLink',
      'Header',
      'Footer',
      'Spinner',
      'ServiceStatusBanner',
      'CookieBanner',
      'Tag',
    ]) {
      expect(components).toContain(name);
    }
  });

  it.each(components)('%s has its component, stories, tests, index and public export', (name) => {
    for (const file of [`${name}.tsx`, `${name}.stories.tsx`, `${name}.test.tsx`, 'index.ts']) {
      expect(existsSync(`${componentsDir}${name}/${file}`), `${name}/${file}`).toBe(true);
    }
    expect(publicIndex).toContain(`export * from './components/${name}/index.ts';`);
  });

  it.each(components)('%s has a docs page with when to use, when not to and accessibility notes', (name) => {
    for (const stories of storiesOf(name)) {
      expect(stories).toMatch(/title: 'Components\//);
      expect(stories).toContain('**When to use:**');
      expect(stories).toContain('**When not to use:**');
      expect(stories).toContain('**Accessibility:**');
    }
  });

  it.each(components.filter((c) => !noLayout.has(c)))(
    '%s has long-word, right-to-left and 320px stories that check nothing overflows',
    (name) => {
      const all = storiesOf(name).join('\n');
      expect(all).toContain('LONG_WORD');
      expect(all).toContain('decorators: [rightToLeft]');
      expect(all).toContain('globals: smallScreen');
      expect(all).toContain('expectNoHorizontalOverflow(');
    },
  );
});

describe('axe rules run on every story', () => {
  const tags = a11yParameters.options.runOnly.values;

  it('fails the story on any violation, for WCAG 2.0, 2.1 and 2.2 A and AA', () => {
    expect(a11yParameters.test).toBe('error');
    expect(tags).toEqual(expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']));
    expect(axeTags.length).toBe(tags.length);
  });

  it('includes colour contrast and target size (WCAG 2.2 2.5.8)', () => {
    const ruleIds = axe.getRules([...tags]).map((r) => r.ruleId);
    expect(ruleIds).toContain('color-contrast');
    expect(ruleIds).toContain('target-size');
    expect(ruleIds).toContain('label');
  });
});
