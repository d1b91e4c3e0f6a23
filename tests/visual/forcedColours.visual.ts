import { expect, test, type Page } from '@playwright/test';
import { defaultViewport, recordFinishedStories, showStory, stories, type IndexEntry } from './preview.ts';

/**
 * Forced colours baselines (issue 25): every ui component's first story, with Chromium's own
 * forced-colours emulation (`forced-colors: active`, as Windows High Contrast), after one Tab, so
 * the baseline shows the component's first focusable element focused. Designers review these as
 * they review every other baseline: a focus state that forced colours removes shows as nothing.
 * A component listed in {@link NOTHING_TO_FOCUS} is checked to have nothing to focus (and has no
 * baseline); any other with nothing to focus fails. The Storybook toolbar's "Forced colours" item
 * only approximates this mode in CSS (.storybook/preview.tsx).
 */

/**
 * The components whose first story has nothing to take focus (text, banners, panels). Listed,
 * not skipped (issue 54): a component that loses its focusable element fails, as does a listed
 * one that gains one (it then needs a focused baseline, `pnpm test:visual:update`).
 */
const NOTHING_TO_FOCUS = new Set([
  'Components/Card',
  'Components/InsetText',
  'Components/MaskedNumber',
  'Components/NotificationBanner',
  'Components/PageLayout',
  'Components/Panel',
  'Components/ServiceStatusBanner',
  'Components/Spinner',
  'Components/Tag',
  'Components/Typography',
  'Components/WarningCallout',
]);
const firstStories = new Map<string, IndexEntry>();
for (const e of stories) {
  if (!e.title.startsWith('Components/')) continue;
  const current = firstStories.get(e.title);
  if (!current || (e.name === 'Default' && current.name !== 'Default')) firstStories.set(e.title, e);
}

/** Two serial groups, one per worker, each with one page that keeps the preview loaded. */
const GROUPS = 2;
const components = [...firstStories.values()];

test('every component listed as having nothing to focus is a component with stories', () => {
  expect([...NOTHING_TO_FOCUS].filter((title) => !firstStories.has(title))).toEqual([]);
});
const groupSize = Math.ceil(components.length / GROUPS);

for (let group = 0; group < GROUPS; group++) {
  test.describe(`forced colours, focused (${group + 1} of ${GROUPS})`, () => {
    test.describe.configure({ mode: 'serial' });

    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: defaultViewport });
      await page.addInitScript(recordFinishedStories);
      await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const story of components.slice(group * groupSize, (group + 1) * groupSize)) {
      const unfocusable = NOTHING_TO_FOCUS.has(story.title);
      test(`${story.title} ${unfocusable ? 'has nothing to focus' : 'focused in forced colours'}`, async () => {
        await showStory(page, story.id, { viewport: defaultViewport });
        // The first Tab stop, focused as by the keyboard (a key press first, so it shows as
        // :focus-visible), whatever the story's play function left focused; a dialog keeps its focus.
        await page.keyboard.press('Shift');
        const focused = await page.evaluate(() => {
          if (document.activeElement?.closest('[role=alertdialog]')) return true;
          const first = [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button, input:not([type=hidden]), select, textarea, summary',
            ),
          ].find(
            (el) =>
              el.tabIndex >= 0 &&
              !(el as HTMLButtonElement).disabled &&
              el.checkVisibility({ visibilityProperty: true }) &&
              el.getBoundingClientRect().height > 0,
          );
          first?.focus();
          return Boolean(first) && document.activeElement === first;
        });
        if (unfocusable) {
          expect(focused, `${story.title} now has something to focus: take it out of NOTHING_TO_FOCUS`).toBe(false);
          return;
        }
        expect(focused, 'the first Tab stop takes focus').toBe(true);
        await expect(page).toHaveScreenshot(`forced-colours--${story.id}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  });
}
