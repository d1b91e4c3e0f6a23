import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { a11yParameters } from './storybook/a11y.ts';

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
const publicApi: Record<string, unknown> = await import('./index.ts');

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

  it.each(components)('%s has its component, stories, tests, index and public export', async (name) => {
    for (const file of [`${name}.tsx`, `${name}.stories.tsx`, `${name}.test.tsx`, 'index.ts']) {
      expect(existsSync(`${componentsDir}${name}/${file}`), `${name}/${file}`).toBe(true);
    }
    // What the folder exports is what the package exports (the same objects, not a line of text).
    const own: Record<string, unknown> = await import(`./components/${name}/index.ts`);
    expect(Object.keys(own).length, `${name}/index.ts exports something`).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(own)) expect(publicApi[key], `${name}: ${key}`).toBe(value);
  });

  it.each(components)('%s has a docs page with when to use, when not to and accessibility notes', (name) => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
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

  it('fails the story on any violation, for exactly WCAG 2.0, 2.1 and 2.2 A and AA', () => {
    expect(a11yParameters.test).toBe('error');
    expect(a11yParameters.options.runOnly.type).toBe('tag');
    expect([...tags].sort()).toEqual(['wcag21a', 'wcag21aa', 'wcag22aa', 'wcag2a', 'wcag2aa']);
    // Each tag is one axe knows: a misspelt tag would silently select no rule.
    for (const tag of tags) expect(axe.getRules([tag]).length, tag).toBeGreaterThan(0);
  });

  it('includes colour contrast and target size (WCAG 2.2 2.5.8)', () => {
    const ruleIds = axe.getRules([...tags]).map((r) => r.ruleId);
    expect(ruleIds).toContain('color-contrast');
    expect(ruleIds).toContain('target-size');
    expect(ruleIds).toContain('label');
  });
});
