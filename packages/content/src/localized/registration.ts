// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../registration.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../registration.ts';
import { localized } from '../locale.ts';

export * from '../registration.ts';
export const registration = /* @__PURE__ */ localized('registration', english.registration);
export const registrationMessages = /* @__PURE__ */ localized('registrationMessages', english.registrationMessages);
