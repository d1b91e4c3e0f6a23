// `pnpm audit:prod`: the dependency audit of issue 9 ("pnpm audit shows no high or critical
// advisory in production dependencies"), run by the test command.
//
// Runs `pnpm audit --prod --audit-level high --json` and decides:
// - high or critical advisories in production dependencies → lists them and exits 1;
// - none → prints the counts by severity and exits 0;
// - the registry's audit endpoint cannot be reached or refuses the request (offline machine,
//   proxy, mirror without the audit API) → prints "AUDIT NOT RUN" with the reason in a box and
//   exits 0, so an offline checkout can still run its tests; set AUDIT_REQUIRED=1 (as CI with
//   network access should) to make this exit 2 instead. docs/decisions/0050-dependency-audit.md.
import { spawnSync } from 'node:child_process';

const run = spawnSync('pnpm', ['audit', '--prod', '--audit-level', 'high', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
const out = `${run.stdout ?? ''}`;

let report;
try {
  report = JSON.parse(out);
} catch {
  report = undefined;
}

if (!report?.metadata?.vulnerabilities) {
  const reason =
    report?.error?.message ??
    ((run.stderr ?? '') + (run.error ? String(run.error) : '')).trim().split('\n')[0] ??
    'no answer';
  const required = process.env.AUDIT_REQUIRED === '1';
  console.error(
    [
      '┌──────────────────────────────────────────────────────────────────────',
      `│ AUDIT NOT RUN: the npm audit endpoint could not be used.`,
      `│ ${reason.slice(0, 300)}`,
      `│ ${required ? 'AUDIT_REQUIRED=1: failing.' : 'Not failing (set AUDIT_REQUIRED=1 to fail); run `pnpm audit --prod` where the registry answers.'}`,
      '└──────────────────────────────────────────────────────────────────────',
    ].join('\n'),
  );
  process.exit(required ? 2 : 0);
}

const v = report.metadata.vulnerabilities;
console.log(
  `pnpm audit --prod: ${v.critical ?? 0} critical, ${v.high ?? 0} high, ${v.moderate ?? 0} moderate, ${v.low ?? 0} low`,
);
const serious = Object.values(report.advisories ?? {}).filter(
  (a) => a.severity === 'high' || a.severity === 'critical',
);
for (const a of serious)
  console.error(`  ${a.severity}: ${a.module_name} ${a.vulnerable_versions} — ${a.title} (${a.url})`);
process.exit((v.high ?? 0) + (v.critical ?? 0) > 0 ? 1 : 0);
