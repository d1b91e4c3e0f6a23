// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../registrationTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../registrationTitles.ts';
import { localized } from '../locale.ts';

export * from '../registrationTitles.ts';
export const registrationTitles = /* @__PURE__ */ localized('registrationTitles', english.registrationTitles);
