// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../consent.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../consent.ts';
import { localized } from '../locale.ts';

export * from '../consent.ts';
export const consent = /* @__PURE__ */ localized('consent', english.consent);
export const consentConfirmation = /* @__PURE__ */ localized('consentConfirmation', english.consentConfirmation);
export const termsUpdate = /* @__PURE__ */ localized('termsUpdate', english.termsUpdate);
