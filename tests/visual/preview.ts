import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { storybookPort } from '../../playwright.visual.config.ts';

/**
 * The built Storybook's preview, driven from a Playwright page (tests/visual/*.visual.ts): its
 * stories, and a story shown in a page that keeps one preview loaded for many stories.
 */
/** An entry of storybook-static/index.json. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}
const index = JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
/** Every story of the built Storybook, in the index's order. */
export const stories = Object.values(index.entries).filter((e) => e.type === 'story');

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

/** How a story's render ended, as the preview reported it (`storyFinished`). */
export interface FinishedStory {
  status: 'success' | 'error';
  /** Each axe violation: rule, help and the elements. */
  violations: string[];
  /** Errors the preview reported for the render or its play function. */
  errors: string[];
}
type FinishedWindow = Window & { __visualFinished?: Record<string, FinishedStory> };

/**
 * Runs in the preview before its scripts: records how each story's render ended. The preview
 * assigns its channel to `__STORYBOOK_ADDONS_CHANNEL__`; the listeners go on it as it is set, so
 * the first story's end is not missed.
 */
export function recordFinishedStories() {
  interface Channel {
    on: (event: string, listener: (payload: never) => void) => void;
  }
  interface Report {
    type: string;
    result?: { violations?: { id: string; help: string; nodes: { target: string[] }[] }[]; error?: unknown };
  }
  const w = window as FinishedWindow;
  w.__visualFinished = {};
  let errors: string[] = [];
  let current: Channel | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      current = channel;
      const error = (e: { message?: string } | { message?: string }[]) =>
        (Array.isArray(e) ? e : [e]).forEach((one) => errors.push(String(one?.message ?? one)));
      channel.on('storyThrewException', error);
      channel.on('playFunctionThrewException', error);
      channel.on('unhandledErrorsWhilePlaying', error);
      channel.on('storyErrored', (e: { title?: string; description?: string }) =>
        errors.push(`${e.title}: ${e.description}`),
      );
      channel.on(
        'storyFinished',
        ({ storyId, status, reporters }: { storyId: string; status: 'success' | 'error'; reporters: Report[] }) => {
          const a11y = reporters.filter((r) => r.type === 'a11y');
          w.__visualFinished![storyId] = {
            status,
            violations: a11y.flatMap(
              (r) =>
                r.result?.violations?.map(
                  (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
                ) ?? [],
            ),
            errors: [...errors, ...a11y.filter((r) => r.result?.error).map((r) => `axe: ${String(r.result!.error)}`)],
          };
          errors = [];
        },
      );
    },
  });
}

/** The window size of a story that asks for none, in CSS px. */
export const defaultViewport = { width: 800, height: 600 };

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

/**
 * Shows a story in the page and resolves with how its render ended (after its play function and
 * the a11y addon's axe run), once the fonts are ready. The first story loads the
 * preview; later ones switch story through the preview's channel. The page is sized to the
 * story's `viewport` global, or to `viewport` when given. The page needs
 * {@link recordFinishedStories} as an init script.
 * @param page - a page with the recorder
 * @param id - the story id
 */
export async function showStory(
  page: Page,
  id: string,
  { viewport }: { viewport?: { width: number; height: number } } = {},
): Promise<FinishedStory> {
  const url = `http://localhost:${storybookPort}/iframe.html?id=${id}&viewMode=story`;
  if (!page.url().includes('iframe.html')) {
    await page.goto(url);
    await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue));
  }
  const size = viewport ?? (await viewportOf(page, id));
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
      delete (window as FinishedWindow).__visualFinished?.[storyId];
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  const handle = await page.waitForFunction((storyId) => (window as FinishedWindow).__visualFinished?.[storyId], id);
  const finished = (await handle.jsonValue()) as FinishedStory;
  await page.evaluate(() => document.fonts.ready);
  return finished;
}
