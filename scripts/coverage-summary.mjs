// Prints statement and branch coverage per package from Vitest's json-summary report
// (coverage/coverage-summary.json, written by `vitest run --coverage` over the unit and dom
// projects, as the test command runs them), and gates it as a ratchet (issue 45): each package
// must stay at or above its floors in coverage-floors.json (statement and branch percentages,
// rounded down to one decimal). Exits 1, saying why, when a package falls below a floor, when a
// package has no floor or a floor no package, or when there is no report; hints to raise a floor
// when a package is more than a point above it. `--raise-floors` writes the figures of this
// report as the floors where they are higher (it never lowers one). The report must be of the
// whole run: a run of some test files covers less, and fails the gate.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const file = new URL('../coverage/coverage-summary.json', import.meta.url);
const floorsFile = new URL('../coverage-floors.json', import.meta.url);
let summary;
try {
  summary = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.error('Coverage: no report (coverage/coverage-summary.json); run vitest with --coverage first.');
  process.exit(1);
}
/** @type {Record<string, { statements: number, branches: number }>} */
const floors = JSON.parse(readFileSync(floorsFile, 'utf8'));

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
/** A percentage in tenths, rounded down (what a floor holds, times ten); 1000 when nothing to cover. */
const tenths = (c, t) => (t === 0 ? 1000 : Math.floor((1000 * c) / t));
const floorText = (f) =>
  f ? `${`${f.statements.toFixed(1)}%`.padStart(10)} ${`${f.branches.toFixed(1)}%`.padStart(10)}` : '      none';
console.log('Coverage of the unit and dom tests, gated at the floors of coverage-floors.json:');
console.log('  package      statements   branches   floor:  statements   branches');
const sorted = [...packages].sort(([a], [b]) => a.localeCompare(b));
for (const [name, p] of sorted) {
  console.log(
    `  ${name.padEnd(12)} ${pct(p.sc, p.st).padStart(10)} ${pct(p.bc, p.bt).padStart(10)}           ${floorText(floors[name])}`,
  );
}
const t = summary.total;
console.log(
  `  ${'all'.padEnd(12)} ${pct(t.statements.covered, t.statements.total).padStart(10)} ${pct(t.branches.covered, t.branches.total).padStart(10)}`,
);

const failures = [];
const hints = [];
/** @type {Record<string, { statements: number, branches: number }>} */
const raised = {};
for (const [name, p] of sorted) {
  const figures = { statements: tenths(p.sc, p.st), branches: tenths(p.bc, p.bt) };
  const exact = {
    statements: p.st === 0 ? 100 : (100 * p.sc) / p.st,
    branches: p.bt === 0 ? 100 : (100 * p.bc) / p.bt,
  };
  const floor = floors[name];
  raised[name] = {
    statements: Math.max(figures.statements, Math.round((floor?.statements ?? 0) * 10)) / 10,
    branches: Math.max(figures.branches, Math.round((floor?.branches ?? 0) * 10)) / 10,
  };
  if (!floor) {
    failures.push(
      `${name} has no floor: add "${name}": { "statements": ${figures.statements / 10}, "branches": ${figures.branches / 10} } to coverage-floors.json`,
    );
    continue;
  }
  for (const kind of /** @type {const} */ (['statements', 'branches'])) {
    const floorTenths = Math.round(floor[kind] * 10);
    if (figures[kind] < floorTenths)
      failures.push(`${name} ${kind}: ${exact[kind].toFixed(2)}% is below its floor of ${floor[kind].toFixed(1)}%`);
    else if (figures[kind] - floorTenths > 10)
      hints.push(
        `${name} ${kind}: ${exact[kind].toFixed(2)}% is more than a point above its floor of ${floor[kind].toFixed(1)}%: raise the floor to ${(figures[kind] / 10).toFixed(1)}`,
      );
  }
}
for (const name of Object.keys(floors))
  if (!packages.has(name))
    failures.push(
      `${name} has a floor but no coverage in this report (a partial run?); remove its floor if it is gone`,
    );

if (process.argv.includes('--raise-floors')) {
  for (const name of Object.keys(floors)) if (!packages.has(name)) raised[name] = floors[name];
  writeFileSync(floorsFile, `${JSON.stringify(raised, null, 2)}\n`);
  console.log('Coverage floors raised to this report where it is higher (coverage-floors.json).');
  process.exit(0);
}
if (hints.length) {
  console.log('\nCoverage has risen (the floors are a ratchet: raise them, or run this with --raise-floors):');
  for (const h of hints) console.log(`  ${h}`);
}
if (failures.length) {
  console.error('\nCoverage gate FAILED (coverage-floors.json, issue 45):');
  for (const f of failures) console.error(`  ${f}`);
  console.error(
    'Cover the new or changed code with tests. A floor is lowered only in the commit that says why (code with its tests removed, say).',
  );
  process.exit(1);
}
console.log('Coverage gate passed: every package at or above its floors.');
