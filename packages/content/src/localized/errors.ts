// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../errors.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../errors.ts';
import { localized } from '../locale.ts';

export * from '../errors.ts';
export const blockedPages = /* @__PURE__ */ localized('blockedPages', english.blockedPages);
export const setCookiesPage = /* @__PURE__ */ localized('setCookiesPage', english.setCookiesPage);
