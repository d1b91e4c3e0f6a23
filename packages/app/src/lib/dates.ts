import { format, isValid, parse, parseISO } from 'date-fns';
import { cy } from 'date-fns/locale/cy';
import { currentLocale } from '@nhsl/content';

/** The display format of dates. spec 000 §9, spec 001 §9: d MMMM y. */
export const DISPLAY_DATE_FORMAT = 'd MMMM y';

/**
 * Formats an ISO date for display: "2024-07-09" → "9 July 2024"; a month "2024-07" → "July 2024".
 * In Welsh, with date-fns's `cy` locale: "9 Gorffennaf 2024" (issue 46). Returns the input
 * unchanged when it is not a date.
 * @param iso - yyyy-MM-dd or yyyy-MM
 */
export function displayDate(iso: string): string {
  const options = currentLocale() === 'cy' ? { locale: cy } : undefined;
  if (/^\d{4}-\d{2}$/.test(iso)) {
    const d = parse(iso, 'yyyy-MM', new Date(0));
    return isValid(d) ? format(d, 'MMMM y', options) : iso;
  }
  const d = parseISO(iso);
  return isValid(d) ? format(d, DISPLAY_DATE_FORMAT, options) : iso;
}
