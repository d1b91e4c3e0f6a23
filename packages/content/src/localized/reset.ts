// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../reset.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../reset.ts';
import { localized } from '../locale.ts';

export * from '../reset.ts';
export const forgottenPassword = /* @__PURE__ */ localized('forgottenPassword', english.forgottenPassword);
export const forgottenPasswordMessages = /* @__PURE__ */ localized('forgottenPasswordMessages', english.forgottenPasswordMessages);
export const login = /* @__PURE__ */ localized('login', english.login);
export const loginHelpLinks = /* @__PURE__ */ localized('loginHelpLinks', english.loginHelpLinks);
export const newPasswordMessages = /* @__PURE__ */ localized('newPasswordMessages', english.newPasswordMessages);
export const resetCheckEmail = /* @__PURE__ */ localized('resetCheckEmail', english.resetCheckEmail);
export const resetOutcomes = /* @__PURE__ */ localized('resetOutcomes', english.resetOutcomes);
export const resetPassword = /* @__PURE__ */ localized('resetPassword', english.resetPassword);
