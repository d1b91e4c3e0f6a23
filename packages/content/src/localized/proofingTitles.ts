// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../proofingTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../proofingTitles.ts';
import { localized } from '../locale.ts';

export * from '../proofingTitles.ts';
export const proofingTitles = /* @__PURE__ */ localized('proofingTitles', english.proofingTitles);
