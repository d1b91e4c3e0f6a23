// Jest configuration of Storybook's test-runner (`pnpm test-storybook`, issue 54): the
// test-runner's own, with Debian's Chromium launched as every other browser test here launches it
// (scripts/chromium.ts: browser downloads do not work on these machines).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium.ts';

const base = getJestConfig();

/** The test-runner's Jest configuration, with jest-playwright's launch options set. */
export default {
  ...base,
  // The first story of each title waits for the preview to load: 17.6 s on the shared 2-core
  // machine under a load average of 12 to 22, past the test-runner's default of 15 s.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    },
  },
};
