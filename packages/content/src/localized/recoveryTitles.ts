// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../recoveryTitles.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../recoveryTitles.ts';
import { localized } from '../locale.ts';

export * from '../recoveryTitles.ts';
export const recoveryTitles = /* @__PURE__ */ localized('recoveryTitles', english.recoveryTitles);
