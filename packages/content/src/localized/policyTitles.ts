// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../policyTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../policyTitles.ts';
import { localized } from '../locale.ts';

export * from '../policyTitles.ts';
export const policyTitles = /* @__PURE__ */ localized('policyTitles', english.policyTitles);
