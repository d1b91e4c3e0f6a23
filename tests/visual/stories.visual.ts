import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storybookPort } from '../../playwright.visual.config.ts';

/**
 * Visual baselines: every story of the built Storybook, rendered in Chromium after its play
 * function has finished, compared with the committed screenshot. Update the baselines with
 * `pnpm test:visual:update` after a deliberate visual change.
 *
 * One page per worker loads Storybook's preview once; each test switches story through the
 * preview's channel (as the Storybook UI does), which keeps the run short.
 */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const index = JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

const done = ['completed', 'finished', 'errored', 'played'];

async function showStory(page: Page, id: string) {
  if (!page.url().includes('iframe.html')) {
    await page.goto(`http://localhost:${storybookPort}/iframe.html?id=${id}&viewMode=story`);
  } else {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  await page.waitForFunction(
    ({ storyId, phases }) => {
      const r = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return r?.id === storyId && phases.includes(r.phase ?? '');
    },
    { storyId: id, phases: done },
  );
  await page.evaluate(() => document.fonts.ready);
}

test.describe.configure({ mode: 'serial' });

let shared: Page;
test.beforeAll(async ({ browser }) => {
  shared = await browser.newPage({ viewport: { width: 800, height: 600 } });
});
test.afterAll(async () => {
  await shared.close();
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async () => {
    await showStory(shared, story.id);
    await expect(shared).toHaveScreenshot(`${story.id}.png`, { fullPage: true, animations: 'disabled', caret: 'hide' });
  });
}
