import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { localizedFiles } from './localizedFiles.ts';
import * as content from './index.ts';
import * as english from './english.ts';

describe('the localized modules (issue 46)', () => {
  it('are what `pnpm content:catalog` writes from the modules and the catalog', async () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    const files = await localizedFiles(new Set(Object.keys(en).map((k) => k.split('.')[0]!)));
    for (const [path, text] of files)
      expect(readFileSync(new URL(path, import.meta.url), 'utf8'), `src/${path}: run pnpm content:catalog`).toBe(text);
  });

  it('wrap every export with messages, and leave constants as they are', () => {
    const heads = new Set(Object.keys(en).map((k) => k.split('.')[0]!));
    const unwrapped = Object.keys(english).filter(
      (k) =>
        heads.has(k) &&
        typeof english[k as keyof typeof english] === 'object' &&
        !/NECESSARY_COOKIES$/.test(k) &&
        content[k as keyof typeof content] === english[k as keyof typeof english],
    );
    expect(unwrapped).toEqual([]);
    expect(content.MAX_PASSWORD_LENGTH).toBe(english.MAX_PASSWORD_LENGTH);
  });
});
