// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../common.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../common.ts';
import { localized } from '../locale.ts';

export * from '../common.ts';
export const codeValidFor = /* @__PURE__ */ localized('codeValidFor', english.codeValidFor);
export const common = /* @__PURE__ */ localized('common', english.common);
export const countText = /* @__PURE__ */ localized('countText', english.countText);
export const durationText = /* @__PURE__ */ localized('durationText', english.durationText);
export const waitUpTo = /* @__PURE__ */ localized('waitUpTo', english.waitUpTo);
export const yearsText = /* @__PURE__ */ localized('yearsText', english.yearsText);
