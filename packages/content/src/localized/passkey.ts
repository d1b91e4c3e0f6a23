// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../passkey.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../passkey.ts';
import { localized } from '../locale.ts';

export * from '../passkey.ts';
export const passkey = /* @__PURE__ */ localized('passkey', english.passkey);
