// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../sessionTimeoutWarning.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../sessionTimeoutWarning.ts';
import { localized } from '../locale.ts';

export * from '../sessionTimeoutWarning.ts';
export const sessionTimeoutWarning = /* @__PURE__ */ localized('sessionTimeoutWarning', english.sessionTimeoutWarning);
