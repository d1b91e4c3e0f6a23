// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../cookies.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../cookies.ts';
import { localized } from '../locale.ts';

export * from '../cookies.ts';
export const cookieBanner = /* @__PURE__ */ localized('cookieBanner', english.cookieBanner);
