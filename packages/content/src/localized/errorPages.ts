// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../errorPages.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../errorPages.ts';
import { localized } from '../locale.ts';

export * from '../errorPages.ts';
export const errorPages = /* @__PURE__ */ localized('errorPages', english.errorPages);
export const referenceLine = /* @__PURE__ */ localized('referenceLine', english.referenceLine);
