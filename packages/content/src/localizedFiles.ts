// The files of src/localized/<module>.ts and the package's index (issue 46): each module's exports
// with messages wrapped by `localized` (read in the current locale), one small module per content
// module so that each page's texts still load with its own route, and the index that exports them.
// Written by `pnpm content:catalog` (scripts/contentCatalog.ts); localized.test.ts checks them.
import { readFileSync } from 'node:fs';
import { NOT_MESSAGES } from './catalog.ts';

const src = new URL('./', import.meta.url);

/** The modules english.ts lists, in order. */
export function contentModules(): string[] {
  const english = readFileSync(new URL('english.ts', src), 'utf8');
  return [...english.matchAll(/^export \* from '\.\/(\w+)\.ts';$/gm)].map((m) => m[1]!);
}

/** Constant lists of names (the necessary cookies): the same in every locale, never wrapped. */
const CONSTANTS = new Set(['NECESSARY_COOKIES', 'ALL_NECESSARY_COOKIES']);

/**
 * The files to write: path under src/ → text.
 * @param messageHeads - the first part of every catalog key (an export with messages)
 */
export async function localizedFiles(messageHeads: Set<string>): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const index: string[] = [];
  for (const name of contentModules()) {
    const mod = (await import(new URL(`${name}.ts`, src).href)) as Record<string, unknown>;
    const wrapped = Object.keys(mod)
      .filter((k) => messageHeads.has(k) && !NOT_MESSAGES.has(k) && !CONSTANTS.has(k))
      .filter((k) => typeof mod[k] === 'object' || typeof mod[k] === 'function')
      .sort();
    if (!wrapped.length) {
      index.push(`export * from './${name}.ts';`);
      continue;
    }
    index.push(`export * from './localized/${name}.ts';`);
    files.set(
      `localized/${name}.ts`,
      [
        `// Written by \`pnpm content:catalog\` (src/localizedFiles.ts): the exports of ../${name}.ts, those`,
        '// with messages read in the current locale (issue 46, ../locale.ts).',
        `import * as english from '../${name}.ts';`,
        "import { localized } from '../locale.ts';",
        '',
        `export * from '../${name}.ts';`,
        ...wrapped.map((k) => `export const ${k} = /* @__PURE__ */ localized('${k}', english.${k});`),
        '',
      ].join('\n'),
    );
  }
  files.set(
    'index.ts',
    [
      '/**',
      ' * Every user-facing string of the product, typed, in one place, read in the current locale',
      ' * (issue 46): English as written in the modules, Welsh from the compiled catalog. Written by',
      ' * `pnpm content:catalog` (src/localizedFiles.ts); english.ts lists the modules.',
      ' */',
      ...index,
      "export * from './locale.ts';",
      "export * from './texts.ts';",
      '',
    ].join('\n'),
  );
  return files;
}
