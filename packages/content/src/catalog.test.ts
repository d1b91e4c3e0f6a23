import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as content from './english.ts';
import { extractMessages } from './catalog.ts';

const catalog = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = catalog('en');
const cy = catalog('cy');

/** The cookie policy's body, built from messages of its own (`cookiePolicy.sections`). */
const isSection = (key: string) => key.startsWith('cookiePolicy.sections.');

/**
 * Values that are the same in both languages: addresses, paths, reference codes, dates and version
 * numbers, anchors, cookie names, and the product's name (GLOSSARY.md).
 */
function sameInBoth(key: string, value: string): boolean {
  return (
    /^(https?:\/\/|\/)\S*$/.test(value) ||
    /^CID\d{4}$/.test(value) ||
    /^[\d.-]+$/.test(value) ||
    /\.(id|href)$/.test(key) ||
    /^(ALL_)?NECESSARY_COOKIES\.\d+$/.test(key) ||
    /^shell\.languageLink\./.test(key) ||
    ['NHS login', 'NHS', 'name@example.com'].includes(value)
  );
}

/** Each argument of a message with its kind, and each plural's categories. */
function argumentsOf(message: string): { names: string[]; plurals: Map<string, string[]> } {
  const names = new Set<string>();
  const plurals = new Map<string, string[]>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number) names.add(e.value);
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        names.add(e.value);
        if (e.type === TYPE.plural) plurals.set(e.value, Object.keys(e.options));
        for (const option of Object.values(e.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return { names: [...names].sort(), plurals };
}

describe('the message catalogs (issue 46)', () => {
  it('en.json is the content as it is: every message by its path, nothing more, nothing stale', () => {
    const fromContent = extractMessages(content as Record<string, unknown>);
    const committed = Object.fromEntries(Object.entries(en).filter(([k]) => !isSection(k)));
    expect(committed).toEqual(fromContent);
  });

  it("the cookie policy's messages give the policy's own text for the service's lifetimes", () => {
    expect.hasAssertions(); // the checks sit in a loop over a list read at run time
    for (const l of [
      { preferenceYears: 1, rememberDeviceDays: 180, analyticsMonths: 12, sessionMinutes: 60, languageYears: 1 },
      { preferenceYears: 2, rememberDeviceDays: 1, analyticsMonths: 13, sessionMinutes: 90, languageYears: 2 },
    ]) {
      const built = extractMessages({ sections: content.cookiePolicy.sections(l) });
      for (const [path, text] of Object.entries(built)) {
        const key = path.replace(/^sections\.(\d+)\./, (_, i: string) => {
          const id = content.cookiePolicy.sections(l)[Number(i)]?.id ?? '';
          return `cookiePolicy.sections.${id}.`;
        });
        expect(new IntlMessageFormat(en[key] ?? '', 'en-GB').format(l), key).toBe(text);
      }
    }
  });

  it('cy.json has every key of en.json and no other', () => {
    expect(Object.keys(cy).sort()).toEqual(Object.keys(en).sort());
  });

  it('every Welsh message parses, keeps its English arguments, and gives each plural all of Welsh’s forms', () => {
    const welshForms = new Intl.PluralRules('cy').resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [key, english] of Object.entries(en)) {
      let welsh: ReturnType<typeof argumentsOf>;
      try {
        welsh = argumentsOf(cy[key] ?? '');
      } catch (e) {
        problems.push(`${key}: does not parse (${(e as Error).message})`);
        continue;
      }
      const names = argumentsOf(english).names;
      if (welsh.names.join() !== names.join()) problems.push(`${key}: arguments ${welsh.names} ≠ ${names}`);
      for (const [arg, forms] of welsh.plurals) {
        const missing = welshForms.filter((f) => !forms.includes(f));
        if (missing.length) problems.push(`${key}: plural {${arg}} lacks ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('no Welsh message is left in English, but for addresses, codes, names and identifiers', () => {
    const untranslated = Object.keys(en).filter((k) => cy[k] === en[k] && !sameInBoth(k, en[k] ?? ''));
    expect(untranslated).toEqual([]);
    // The check itself: an English sentence left as it is would be caught.
    expect(sameInBoth('enterEmail.heading', 'Enter your email address')).toBe(false);
  });
});
