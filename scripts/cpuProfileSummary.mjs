/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`, e.g. the app's server under
 * `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" BENCH_PAGES_ONLY=1 pnpm bench:load`;
 * issue 47 "Render cost"): each function's self time and inclusive time (its samples anywhere on
 * the stack, counted once per sample) as a share of the busy samples (idle left out), and the
 * busy time by where the code comes from (a package, the app's bundle, Node, GC).
 *
 * Usage: node scripts/cpuProfileSummary.mjs FILE.cpuprofile [TOP=25] [MATCH]
 * MATCH keeps only the samples whose stack has a function of that name (e.g. `handle`: the
 * requests of the app's routes), to leave start-up out.
 */
import { readFileSync } from 'node:fs';

const [file, topArg, match] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpuProfileSummary.mjs FILE.cpuprofile [TOP] [MATCH]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** @type {Map<number, { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }>} */
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
/** @type {Map<number, number>} */
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const IDLE = new Set(['(idle)', '(program)']);
const where = (url) => {
  if (!url) return 'V8 / native';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'Node';
  if (url.includes('/dist/ssr/')) return 'app bundle (dist/ssr)';
  if (url.includes('/server/')) return 'app server (server/*.mjs)';
  return url.replace(/^file:\/\/.*\/(?=[^/]+\/[^/]+$)/, '');
};
const label = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return name;
  return `${name} ${url.replace(/^file:\/\/.*\/(?=[^/]+\/[^/]+$)/, '')}:${lineNumber + 1}`;
};

// The time each sample stands for: the delta to the next one.
const deltas = profile.timeDeltas;
let busyUs = 0;
const self = new Map();
const inclusive = new Map();
const byWhere = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const leaf = nodes.get(profile.samples[i]);
  const us = deltas[i + 1] ?? 0;
  if (!leaf || IDLE.has(leaf.callFrame.functionName)) continue;
  const stack = [];
  for (let id = leaf.id; id !== undefined; id = parent.get(id)) stack.push(nodes.get(id));
  if (match && !stack.some((n) => n.callFrame.functionName === match)) continue;
  busyUs += us;
  const leafLabel = label(leaf);
  self.set(leafLabel, (self.get(leafLabel) ?? 0) + us);
  const w = leaf.callFrame.functionName === '(garbage collector)' ? 'GC' : where(leaf.callFrame.url);
  byWhere.set(w, (byWhere.get(w) ?? 0) + us);
  for (const l of new Set(stack.map(label))) inclusive.set(l, (inclusive.get(l) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const table = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(us)}  ${k}`);
};
console.log(
  `${file}: ${(busyUs / 1000).toFixed(0)} ms busy${match ? ` (samples under ${match})` : ''}, shares of that time`,
);
table('Self time by source', byWhere, 15);
table('Self time', self, top);
table('Inclusive time', inclusive, top);
