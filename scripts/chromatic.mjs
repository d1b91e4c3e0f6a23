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
// The pinned devDependency (package.json) with chromatic.config.json; Storybook is built first by
// `pnpm chromatic` itself, so the config's buildScriptName is not used here.
const result = spawnSync('pnpm', ['exec', 'chromatic', '--config-file', 'chromatic.config.json'], {
  stdio: 'inherit',
  timeout: 10 * 60 * 1000,
});
process.exit(result.status ?? 1);
