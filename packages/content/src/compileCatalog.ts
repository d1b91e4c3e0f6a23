/**
 * Compiles a locale's catalog for Lingui's core (issue 46): each ICU message as Lingui's data, so
 * that no ICU parser is sent to the browser, and each function message's parameter names. Used by
 * `pnpm content:catalog` (which writes `locales/<locale>.compiled.json`) and by the parity test,
 * which checks the file is what this gives.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalog } from './locale.ts';

/**
 * @param messages - the locale's ICU messages by key (`locales/cy.json`)
 * @param params - each function message's parameter names by key (catalog.ts `extractParams`)
 * @throws an Error naming a message that does not parse as ICU
 */
export function compileCatalog(messages: Record<string, string>, params: Record<string, string[]>): CompiledCatalog {
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : 1))) {
    try {
      compiled[key] = compileMessage(text);
    } catch (e) {
      throw new Error(`${key}: ${(e as Error).message}`);
    }
  }
  const usedParams = Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => k in messages)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return { messages: compiled, params: usedParams };
}
