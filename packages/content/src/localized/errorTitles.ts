// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../errorTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../errorTitles.ts';
import { localized } from '../locale.ts';

export * from '../errorTitles.ts';
export const errorTitles = /* @__PURE__ */ localized('errorTitles', english.errorTitles);
