import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

/** How many of the slowest tests the summary lists. */
const SLOWEST = 20;

/**
 * Prints, at the end of an end-to-end run, where the time went (issue 18): each spec file's
 * summed test time and its test count, then the slowest tests, each with its duration in
 * seconds (the test's own time, hooks and fixtures included, as Playwright measures it).
 */
export default class DurationReporter implements Reporter {
  private readonly results: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.push({
      file: relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      ms: result.duration,
    });
  }

  onEnd(result: FullResult): void {
    if (this.results.length === 0) return;
    const byFile = new Map<string, { ms: number; count: number }>();
    for (const r of this.results) {
      const f = byFile.get(r.file) ?? { ms: 0, count: 0 };
      f.ms += r.ms;
      f.count += 1;
      byFile.set(r.file, f);
    }
    const s = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
    const total = this.results.reduce((sum, r) => sum + r.ms, 0);
    const lines = [
      '',
      `End-to-end time: ${s(result.duration)} s wall, ${s(total)} s of tests summed over the workers`,
      'Per spec file (summed test time, tests):',
      ...[...byFile]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([file, f]) => `  ${s(f.ms)} s  ${String(f.count).padStart(3)}  ${file}`),
      `The ${SLOWEST} slowest tests:`,
      ...[...this.results]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SLOWEST)
        .map((r) => `  ${s(r.ms)} s  ${r.file} › ${r.title}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
