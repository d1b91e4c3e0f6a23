import { describe, expect, it } from 'vitest';
import { displayDate } from './dates.ts';

describe('displayDate (d MMMM y)', () => {
  it.each([
    ['2024-07-09', '9 July 2024'],
    ['2024-01-05', '5 January 2024'],
    ['2024-07', 'July 2024'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, shown) => expect(displayDate(iso)).toBe(shown));
});
