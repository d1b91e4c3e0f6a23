import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, setLocale, type CompiledCatalog } from '@nhsl/content';
import cyCatalog from '@nhsl/content/locales/cy.compiled.json';
import { displayDate } from './dates.ts';

describe('displayDate (d MMMM y)', () => {
  it.each([
    ['2024-07-09', '9 July 2024'],
    ['2024-01-05', '5 January 2024'],
    ['2024-07', 'July 2024'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, shown) => expect(displayDate(iso)).toBe(shown));
});

describe('displayDate in Welsh (issue 46)', () => {
  afterEach(() => setLocale('en'));
  it('names the month in Welsh', () => {
    loadCatalog('cy', cyCatalog as CompiledCatalog);
    setLocale('cy');
    expect(displayDate('2024-07-09')).toBe('9 Gorffennaf 2024');
    expect(displayDate('2024-03')).toBe('Mawrth 2024');
    setLocale('en');
    expect(displayDate('2024-07-09')).toBe('9 July 2024');
  });
});
