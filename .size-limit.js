// Bundle budgets of the production build (issue 9), checked by `pnpm size` in the test command.
// The checks are computed from Vite's build manifest, so a new route gets its budget without
// editing this file:
// - "entry route": every JavaScript file the browser must load to render enter-email (the HTML
//   entry, its static imports, the start-up steps it imports dynamically (src/main.tsx) and theirs,
//   the enter-email page chunk and its static imports), gzip;
// - one check per lazily loaded route page: that page's own chunk, gzip;
// - "framework page": every JavaScript file the framework build's terms-and-conditions loads (its
//   entry, root and route module with their static imports; issue 55), gzip.
import { readFileSync } from 'node:fs';

const dist = 'packages/app/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

/** The JavaScript files a manifest entry loads before it runs (static imports, transitively). */
function closure(key, seen = new Set(), of = manifest) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of of[key].imports ?? []) closure(dep, seen, of);
  return seen;
}

/** Budgets in kB of gzip. ENTRY_ROUTE_LIMIT is a ratchet: see docs/decisions/0051-bundle-budgets.md. */
export const ROUTE_CHUNK_LIMIT = '25 kB';
export const ENTRY_ROUTE_LIMIT = process.env.ENTRY_ROUTE_LIMIT ?? '205.5 kB';
/** A ratchet too (decision 0051): the framework build's page, which falls as today's build's code leaves it. */
export const FRAMEWORK_PAGE_LIMIT = process.env.FRAMEWORK_PAGE_LIMIT ?? '205.1 kB';

const entryPage = 'src/journeys/sign-in/pages/EnterEmailPage.tsx';
// The entry's dynamic imports are its start-up steps, each loaded on every page.
const startSteps = manifest['index.html'].dynamicImports ?? [];
const entryFiles = [
  ...startSteps.reduce((seen, step) => closure(step, seen), closure('index.html', closure(entryPage))),
].map((k) => `${dist}/${manifest[k].file}`);

const routeChecks = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/pages/'))
  .map(([key, chunk]) => ({
    name: `route chunk ${key.replace(/^src\/journeys\//, '')}`,
    path: `${dist}/${chunk.file}`,
    gzip: true,
    brotli: false,
    limit: ROUTE_CHUNK_LIMIT,
  }));

// The framework build's page (issue 55): its client manifest (vite.framework.config.ts keeps it).
const fwDist = 'packages/app/dist/framework/client';
const fwManifest = JSON.parse(readFileSync(`${fwDist}/.vite/manifest.json`, 'utf8'));
const fwEntries = Object.keys(fwManifest).filter(
  (k) => k === 'src/entry.client.tsx' || /^src\/(root|journeys\/policy\/terms-and-conditions\.route)\.tsx\?/.test(k),
);
const fwFiles = [...fwEntries.reduce((seen, k) => closure(k, seen, fwManifest), new Set())].map(
  (k) => `${fwDist}/${fwManifest[k].file}`,
);

export default [
  {
    name: 'entry route (enter-email), all JavaScript',
    path: entryFiles,
    gzip: true,
    brotli: false,
    limit: ENTRY_ROUTE_LIMIT,
  },
  {
    name: 'framework page (terms-and-conditions), all JavaScript',
    path: fwFiles,
    gzip: true,
    brotli: false,
    limit: FRAMEWORK_PAGE_LIMIT,
  },
  ...routeChecks,
];
