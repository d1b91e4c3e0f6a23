// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../cookieSettings.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../cookieSettings.ts';
import { localized } from '../locale.ts';

export * from '../cookieSettings.ts';
export const cookieSettings = /* @__PURE__ */ localized('cookieSettings', english.cookieSettings);
export const cookieSettingsChanged = /* @__PURE__ */ localized('cookieSettingsChanged', english.cookieSettingsChanged);
