// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../shell.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../shell.ts';
import { localized } from '../locale.ts';

export * from '../shell.ts';
export const shell = /* @__PURE__ */ localized('shell', english.shell);
