// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../backLinks.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../backLinks.ts';
import { localized } from '../locale.ts';

export * from '../backLinks.ts';
export const backLinkTexts = /* @__PURE__ */ localized('backLinkTexts', english.backLinkTexts);
