// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../signInMessages.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../signInMessages.ts';
import { localized } from '../locale.ts';

export * from '../signInMessages.ts';
export const passwordMessages = /* @__PURE__ */ localized('passwordMessages', english.passwordMessages);
export const secondFactorMessages = /* @__PURE__ */ localized('secondFactorMessages', english.secondFactorMessages);
export const securityCodeMessages = /* @__PURE__ */ localized('securityCodeMessages', english.securityCodeMessages);
