// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../enterEmail.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../enterEmail.ts';
import { localized } from '../locale.ts';

export * from '../enterEmail.ts';
export const emailMessages = /* @__PURE__ */ localized('emailMessages', english.emailMessages);
export const enterEmail = /* @__PURE__ */ localized('enterEmail', english.enterEmail);
