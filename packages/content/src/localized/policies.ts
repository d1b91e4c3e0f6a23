// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../policies.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../policies.ts';
import { localized } from '../locale.ts';

export * from '../policies.ts';
export const accessibilityStatement = /* @__PURE__ */ localized('accessibilityStatement', english.accessibilityStatement);
export const legalNotice = /* @__PURE__ */ localized('legalNotice', english.legalNotice);
export const policyCommon = /* @__PURE__ */ localized('policyCommon', english.policyCommon);
export const privacyNotice = /* @__PURE__ */ localized('privacyNotice', english.privacyNotice);
export const termsAndConditions = /* @__PURE__ */ localized('termsAndConditions', english.termsAndConditions);
