// Prints statement and branch coverage per package from Vitest's json-summary report
// (coverage/coverage-summary.json, written by `vitest run --coverage`). Reported, not gated
// (issue 28): it always exits 0, and says so when there is no report.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const file = new URL('../coverage/coverage-summary.json', import.meta.url);
let summary;
try {
  summary = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('Coverage: no report (coverage/coverage-summary.json)');
  process.exit(0);
}

const root = new URL('..', import.meta.url).pathname;
/** Covered and total statements and branches per package. */
const packages = new Map();
for (const [path, counts] of Object.entries(summary)) {
  if (path === 'total') continue;
  const name = /^packages\/([^/]+)\//.exec(relative(root, path))?.[1] ?? 'other';
  const p = packages.get(name) ?? { sc: 0, st: 0, bc: 0, bt: 0 };
  p.sc += counts.statements.covered;
  p.st += counts.statements.total;
  p.bc += counts.branches.covered;
  p.bt += counts.branches.total;
  packages.set(name, p);
}
const pct = (c, t) => (t === 0 ? '   -  ' : `${((100 * c) / t).toFixed(1).padStart(5)}%`);
console.log('Coverage of the unit and dom tests (reported, not gated):');
console.log('  package      statements   branches');
for (const [name, p] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${name.padEnd(12)} ${pct(p.sc, p.st).padStart(10)} ${pct(p.bc, p.bt).padStart(10)}`);
}
const t = summary.total;
console.log(
  `  ${'all'.padEnd(12)} ${pct(t.statements.covered, t.statements.total).padStart(10)} ${pct(t.branches.covered, t.branches.total).padStart(10)}`,
);
