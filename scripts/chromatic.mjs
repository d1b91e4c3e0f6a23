// Publishes Storybook to Chromatic for visual review — only when CHROMATIC_PROJECT_TOKEN is set
// (teams with a Chromatic project). Never part of the test command: Chromatic's cloud cannot be
// reached from the build machines, so the run is bounded by a timeout.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (visual baselines run locally: pnpm test:visual).',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    '--yes',
    'chromatic@13',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--exit-once-uploaded',
  ],
  { stdio: 'inherit', timeout: 10 * 60 * 1000 },
);
process.exit(result.status ?? 1);
