// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../proofing.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../proofing.ts';
import { localized } from '../locale.ts';

export * from '../proofing.ts';
export const duplicateAccount = /* @__PURE__ */ localized('duplicateAccount', english.duplicateAccount);
export const proofing = /* @__PURE__ */ localized('proofing', english.proofing);
export const proofingMessages = /* @__PURE__ */ localized('proofingMessages', english.proofingMessages);
