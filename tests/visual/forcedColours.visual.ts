import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { storybookPort } from '../../playwright.visual.config.ts';

/**
 * Forced colours baselines (issue 25): every ui component's first story, with Chromium's own
 * forced-colours emulation (`forced-colors: active`, as Windows High Contrast), after one Tab, so
 * the baseline shows the component's first focusable element focused. Designers review these as
 * they review every other baseline: a focus state that forced colours removes shows as nothing.
 * A component with nothing to focus is skipped. The Storybook toolbar's "Forced colours" item
 * only approximates this mode in CSS (.storybook/preview.tsx).
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
const firstStories = new Map<string, IndexEntry>();
for (const e of Object.values(index.entries)) {
  if (e.type !== 'story' || !e.title.startsWith('Components/')) continue;
  const current = firstStories.get(e.title);
  if (!current || (e.name === 'Default' && current.name !== 'Default')) firstStories.set(e.title, e);
}

type PreviewWindow = Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } };

test.describe('forced colours, focused', () => {
  for (const story of firstStories.values()) {
    test(`${story.title} focused in forced colours`, async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 600 });
      await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
      await page.goto(`http://localhost:${storybookPort}/iframe.html?id=${story.id}&viewMode=story`);
      await page.waitForFunction((id) => {
        const r = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return r?.id === id && ['completed', 'finished', 'errored', 'played'].includes(r.phase ?? '');
      }, story.id);
      await page.evaluate(() => document.fonts.ready);
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
      test.skip(!focused, 'nothing to focus');
      await expect(page).toHaveScreenshot(`forced-colours--${story.id}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
    });
  }
});
