// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../accountTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../accountTitles.ts';
import { localized } from '../locale.ts';

export * from '../accountTitles.ts';
export const accountTitles = /* @__PURE__ */ localized('accountTitles', english.accountTitles);
