// Written by `pnpm content:catalog` (src/localizedFiles.ts): the exports of ../scopes.ts, those
// with messages read in the current locale (issue 46, ../locale.ts).
import * as english from '../scopes.ts';
import { localized } from '../locale.ts';

export * from '../scopes.ts';
export const scopeDescriptions = /* @__PURE__ */ localized('scopeDescriptions', english.scopeDescriptions);
