// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../secondFactor.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../secondFactor.ts';
import { localized } from '../locale.ts';

export * from '../secondFactor.ts';
export const callFailed = /* @__PURE__ */ localized('callFailed', english.callFailed);
export const chooseAuthenticationMethod = /* @__PURE__ */ localized('chooseAuthenticationMethod', english.chooseAuthenticationMethod);
export const enterLandlineCode = /* @__PURE__ */ localized('enterLandlineCode', english.enterLandlineCode);
export const getCallLandline = /* @__PURE__ */ localized('getCallLandline', english.getCallLandline);
export const landlineCodeExpired = /* @__PURE__ */ localized('landlineCodeExpired', english.landlineCodeExpired);
export const mobileCodeExpiredChoice = /* @__PURE__ */ localized('mobileCodeExpiredChoice', english.mobileCodeExpiredChoice);
export const secondFactorChoices = /* @__PURE__ */ localized('secondFactorChoices', english.secondFactorChoices);
export const sessionRestart = /* @__PURE__ */ localized('sessionRestart', english.sessionRestart);
