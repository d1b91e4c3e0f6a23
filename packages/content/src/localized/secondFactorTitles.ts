// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../secondFactorTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../secondFactorTitles.ts';
import { localized } from '../locale.ts';

export * from '../secondFactorTitles.ts';
export const secondFactorTitles = /* @__PURE__ */ localized('secondFactorTitles', english.secondFactorTitles);
