import { expect, test as base } from '@playwright/test';

/**
 * The tests' `test`: every page is watched for Content-Security-Policy violations and uncaught
 * exceptions, and a test fails if any happened — so every journey the suite walks proves the
 * production build runs under the strict CSP without a crash.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`Uncaught: ${err.message}`));
      await use(problems);
      expect(problems, 'CSP violations or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
