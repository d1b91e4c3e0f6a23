// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../signInTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../signInTitles.ts';
import { localized } from '../locale.ts';

export * from '../signInTitles.ts';
export const signInTitles = /* @__PURE__ */ localized('signInTitles', english.signInTitles);
