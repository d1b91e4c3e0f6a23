// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../consentTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../consentTitles.ts';
import { localized } from '../locale.ts';

export * from '../consentTitles.ts';
export const consentTitles = /* @__PURE__ */ localized('consentTitles', english.consentTitles);
