// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../uiLabels.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../uiLabels.ts';
import { localized } from '../locale.ts';

export * from '../uiLabels.ts';
export const uiLabels = /* @__PURE__ */ localized('uiLabels', english.uiLabels);
