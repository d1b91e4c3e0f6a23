// Writes packages/content/locales/en.json from the content (issue 46): every English message by
// its path (packages/content/src/catalog.ts), keeping the cookie policy's own messages, and lists
// the keys cy.json lacks or no longer needs, for the translator; writes cy.compiled.json, the Welsh
// compiled for Lingui with each function message's parameter names. `pnpm content:catalog`.
import { readFileSync, writeFileSync } from 'node:fs';
import * as content from '../packages/content/src/english.ts';
import { extractMessages, extractParams } from '../packages/content/src/catalog.ts';
import { compileCatalog } from '../packages/content/src/compileCatalog.ts';
import { localizedFiles } from '../packages/content/src/localizedFiles.ts';

const file = (locale: string) => new URL(`../packages/content/locales/${locale}.json`, import.meta.url);
const read = (locale: string) => JSON.parse(readFileSync(file(locale), 'utf8')) as Record<string, string>;
const old = read('en');
const sections = Object.entries(old).filter(([k]) => k.startsWith('cookiePolicy.sections.'));
const en = { ...extractMessages(content as Record<string, unknown>), ...Object.fromEntries(sections) };
writeFileSync(file('en'), `${JSON.stringify(en, null, 2)}\n`);
const cy = read('cy');
// The Welsh as Lingui reads it (issue 46): compiled once here, so no ICU parser reaches the browser.
const compiled = compileCatalog(cy, extractParams(content as Record<string, unknown>));
writeFileSync(file('cy.compiled'), `${JSON.stringify(compiled)}\n`);
const changed = Object.keys(en).filter((k) => k in old && old[k] !== en[k]);
const missing = Object.keys(en).filter((k) => !(k in cy));
const stale = Object.keys(cy).filter((k) => !(k in en));
console.log(`en.json: ${Object.keys(en).length} messages`);
for (const [label, keys] of [
  ['changed in English (check the Welsh)', changed],
  ['to translate into cy.json', missing],
  ['to remove from cy.json', stale],
] as const)
  if (keys.length) console.log(`${label}:\n  ${keys.join('\n  ')}`);

// Each module's exports in the current locale, and the index (packages/content/src/localizedFiles.ts).
for (const [path, text] of await localizedFiles(new Set(Object.keys(en).map((k) => k.split('.')[0]!))))
  writeFileSync(new URL(`../packages/content/src/${path}`, import.meta.url), text);
