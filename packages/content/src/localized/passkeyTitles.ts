// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../passkeyTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../passkeyTitles.ts';
import { localized } from '../locale.ts';

export * from '../passkeyTitles.ts';
export const passkeyTitles = /* @__PURE__ */ localized('passkeyTitles', english.passkeyTitles);
