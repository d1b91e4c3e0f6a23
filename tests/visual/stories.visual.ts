import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storybookPort } from '../../playwright.visual.config.ts';

/**
 * Visual baselines: every story of the built Storybook, rendered in Chromium after its play
 * function has finished, compared with the committed screenshot. Update the baselines with
 * `pnpm test:visual:update` after a deliberate visual change.
 *
 * One page per group of stories loads Storybook's preview once; each test switches story through the
 * preview's channel (as the Storybook UI does), which keeps the run short. Stories that set the
 * `viewport` global (e.g. `smallScreen`) are rendered and captured at that size (320 x 640).
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

interface ViewportOption {
  styles: { width: string; height: string };
}
interface PreparedStory {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
}
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: { loadStory: (o: { storyId: string }) => Promise<PreparedStory> };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

const done = ['completed', 'finished', 'errored', 'played'];

const defaultViewport = { width: 800, height: 600 };

/**
 * The window size a story asks for through its `viewport` global (e.g. `smallScreen`: 320 x 640),
 * or the default 800 x 600. Read from the prepared story before it is shown, so it renders and
 * its play function runs at that size, as in the Storybook test run.
 */
async function viewportOf(page: Page, id: string): Promise<{ width: number; height: number }> {
  const size = await page.evaluate(async (storyId) => {
    const story = await (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!.loadStory({ storyId });
    const name = story.storyGlobals?.viewport?.value;
    const option = name ? story.parameters?.viewport?.options?.[name] : undefined;
    return option ? { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) } : null;
  }, id);
  return size ?? defaultViewport;
}

async function showStory(page: Page, id: string) {
  const url = `http://localhost:${storybookPort}/iframe.html?id=${id}&viewMode=story`;
  if (!page.url().includes('iframe.html')) {
    await page.goto(url);
    await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue));
  }
  const size = await viewportOf(page, id);
  const current = page.viewportSize();
  const resize = current?.width !== size.width || current?.height !== size.height;
  if (resize) await page.setViewportSize(size);
  const shown = await page.evaluate(
    (storyId) => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id === storyId,
    id,
  );
  if (shown && resize) {
    // The first story was already rendered at the old size: load it again at the new one.
    await page.goto(url);
  } else if (!shown) {
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

/**
 * The stories in {@link CHUNKS} runs of consecutive stories, each a serial group with one shared
 * page, so the workers of playwright.visual.config.ts share the stories between them (issue 18).
 */
const CHUNKS = 4;
const chunkSize = Math.ceil(stories.length / CHUNKS);

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test.describe(`stories ${chunk + 1} of ${CHUNKS}`, () => {
    test.describe.configure({ mode: 'serial' });

    let shared: Page;
    test.beforeAll(async ({ browser }) => {
      shared = await browser.newPage({ viewport: defaultViewport });
    });
    test.afterAll(async () => {
      await shared.close();
    });

    for (const story of stories.slice(chunk * chunkSize, (chunk + 1) * chunkSize)) {
      test(`${story.title} / ${story.name}`, async () => {
        await showStory(shared, story.id);
        await expect(shared).toHaveScreenshot(`${story.id}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
