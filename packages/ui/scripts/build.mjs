// Builds the publishable library into dist/ (issue 26): tsc compiles each source module to one ES
// module (JSX with the automatic runtime, `.ts` import paths rewritten to `.js`) beside its `.d.ts`,
// so every component stays its own module for tree shaking. Stories, tests and Storybook helpers
// are left out. The declarations' own relative imports keep tsc's `.ts` paths; they are rewritten
// to `.js` here so that every moduleResolution a consumer may use finds them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const dist = join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], { stdio: 'inherit' });

let declarations = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2'));
  declarations += 1;
}
console.log(`@nhsl/ui built: ${declarations} declaration files in dist/`);
