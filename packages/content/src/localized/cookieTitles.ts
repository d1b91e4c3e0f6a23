// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../cookieTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../cookieTitles.ts';
import { localized } from '../locale.ts';

export * from '../cookieTitles.ts';
export const cookieTitles = /* @__PURE__ */ localized('cookieTitles', english.cookieTitles);
