// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../recovery.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../recovery.ts';
import { localized } from '../locale.ts';

export * from '../recovery.ts';
export const cannotChangeNumber = /* @__PURE__ */ localized('cannotChangeNumber', english.cannotChangeNumber);
export const changeLandline = /* @__PURE__ */ localized('changeLandline', english.changeLandline);
export const changeMobile = /* @__PURE__ */ localized('changeMobile', english.changeMobile);
