// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../resetTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../resetTitles.ts';
import { localized } from '../locale.ts';

export * from '../resetTitles.ts';
export const resetTitles = /* @__PURE__ */ localized('resetTitles', english.resetTitles);
