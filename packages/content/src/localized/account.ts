// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../account.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../account.ts';
import { localized } from '../locale.ts';

export * from '../account.ts';
export const account = /* @__PURE__ */ localized('account', english.account);
