// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../cookiePolicy.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../cookiePolicy.ts';
import { localized } from '../locale.ts';

export * from '../cookiePolicy.ts';
export const cookiePolicy = /* @__PURE__ */ localized('cookiePolicy', english.cookiePolicy);
