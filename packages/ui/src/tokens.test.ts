import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourProperties, colourProperty, theme, tokens } from './theme/theme.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Where components, pages and stories live; the theme file is the one place for a colour value. */
const scanned = ['packages/ui/src', 'packages/app/src', '.storybook'];
const themeFile = 'packages/ui/src/theme/theme.ts';
/** A CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa), not an id in a link (`#main`). */
const HEX = /(?<![\w&/])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mdx|css|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every hex colour literal in the given source, as `file:line #hex`. */
export function hexLiterals(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, i) => [...line.matchAll(HEX)].map((m) => `${file}:${i + 1} ${m[0]}`));
}

describe('design tokens (issue 26)', () => {
  it('has no hex colour outside the theme: components read colours from theme.colour', () => {
    const found = scanned
      .flatMap(sourceFiles)
      .filter((file) => relative(root, join(root, file)) !== themeFile && !file.endsWith('tokens.test.ts'))
      .flatMap((file) => hexLiterals(file, readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a planted hex literal (the check can fail)', () => {
    expect(hexLiterals('x.tsx', 'const a = `color: #fff9c4;`; const b = "#abc"; <a href="#main">')).toEqual([
      'x.tsx:1 #fff9c4',
      'x.tsx:1 #abc',
    ]);
  });

  it('gives every colour token a custom property that the theme reads', () => {
    expect(colourProperty('buttonPrimaryHover')).toBe('--nhsl-button-primary-hover');
    expect(theme.colour.blue).toBe('var(--nhsl-blue)');
    expect(colourProperties()).toContain(`--nhsl-blue: ${tokens.colour.blue};`);
    expect(Object.keys(theme.colour)).toEqual(Object.keys(tokens.colour));
  });
});
