import { expect, test, type Page } from '@playwright/test';
import { visualWorkers } from '../../playwright.visual.config.ts';
import { defaultViewport, recordFinishedStories, showStory, stories } from './preview.ts';

/**
 * Visual baselines: every story of the built Storybook, rendered in Chromium after its play
 * function has finished, compared with the committed screenshot. Update the baselines with
 * `pnpm test:visual:update` after a deliberate visual change.
 *
 * One page per group of stories loads Storybook's preview once; each test switches story through the
 * preview's channel (as the Storybook UI does), which keeps the run short. Stories that set the
 * `viewport` global (e.g. `smallScreen`) are rendered and captured at that size (320 x 640).
 *
 * The same render is the stories' test: the story must finish without an error (a render or play
 * function failure, an unhandled error while playing) and with no axe violation. The a11y addon's
 * `afterEach` runs axe on every story in the built Storybook with the project's WCAG 2.0/2.1/2.2
 * A and AA tags (packages/ui/src/storybook/a11y.ts) and reports it with the story's end
 * (`storyFinished`), so the test command renders each story once, not once here and once more in
 * the `storybook` Vitest project (kept as `pnpm test:stories` for working on stories).
 */
/**
 * The stories in {@link CHUNKS} runs of consecutive stories, each a serial group with one shared
 * page: one run a worker of playwright.visual.config.ts (issue 18). Each run loads the preview
 * once, so more runs than workers only add loads (4 runs on 3 workers: 124 s; 3 runs: 115 to 118 s).
 */
const CHUNKS = visualWorkers;
const chunkSize = Math.ceil(stories.length / CHUNKS);

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test.describe(`stories ${chunk + 1} of ${CHUNKS}`, () => {
    test.describe.configure({ mode: 'serial' });

    let shared: Page;
    test.beforeAll(async ({ browser }) => {
      shared = await browser.newPage({ viewport: defaultViewport });
      await shared.addInitScript(recordFinishedStories);
    });
    test.afterAll(async () => {
      await shared.close();
    });

    for (const story of stories.slice(chunk * chunkSize, (chunk + 1) * chunkSize)) {
      test(`${story.title} / ${story.name}`, async () => {
        // Shown once: a story that fails after another in the same document fails (no second
        // showing in a fresh document, issue 54); what one story leaves must not change the next.
        const finished = await showStory(shared, story.id);
        expect(finished.violations, 'axe violations (WCAG 2.0/2.1/2.2 A and AA)').toEqual([]);
        expect(finished.errors, 'render or play function errors').toEqual([]);
        expect(finished.status, 'the story finished without an error').toBe('success');
        await expect(shared).toHaveScreenshot(`${story.id}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
