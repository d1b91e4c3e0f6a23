// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../signIn.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../signIn.ts';
import { localized } from '../locale.ts';

export * from '../signIn.ts';
export const authcode = /* @__PURE__ */ localized('authcode', english.authcode);
export const enterMobileCode = /* @__PURE__ */ localized('enterMobileCode', english.enterMobileCode);
export const logInPassword = /* @__PURE__ */ localized('logInPassword', english.logInPassword);
export const signInProblems = /* @__PURE__ */ localized('signInProblems', english.signInProblems);
