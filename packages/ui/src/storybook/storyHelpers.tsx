import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * Helpers shared by the component stories (not part of the library's public API).
 */

/** A real, very long unbroken word (a Welsh place name that appears in addresses). */
export const LONG_WORD = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';

/** Story globals that render the story at 320px wide (the "small" viewport of preview.tsx). */
export const smallScreen = { viewport: { value: 'small', isRotated: false } };

function isHiddenForLayout(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const rect = node.getBoundingClientRect();
    if (rect.width <= 1 || getComputedStyle(node).clipPath !== 'none') return true;
  }
  return false;
}

/**
 * Fails if any element or any line of text in `root` sticks out to the right or the left of it
 * (the left matters in right-to-left layouts), or if the page scrolls sideways: long labels and
 * unbroken words must wrap (WCAG 1.4.10 Reflow). Visually hidden text (1px, clipped) is ignored.
 * @param root - the story's canvas element
 */
export async function expectNoHorizontalOverflow(root: HTMLElement): Promise<void> {
  const box = root.getBoundingClientRect();
  const limit = box.right + 1;
  const start = box.left - 1;
  const offenders: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || isHiddenForLayout(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.right > limit || rect.left < start) offenders.push(`text "${node.textContent.slice(0, 40)}"`);
  }
  for (const el of root.querySelectorAll('*')) {
    if (isHiddenForLayout(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.right > limit || rect.left < start) offenders.push(`<${el.tagName.toLowerCase()}>`);
  }
  await expect(offenders).toEqual([]);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/**
 * Renders the story right to left (`dir="rtl"`); stories using it run at 320px wide (`smallScreen`)
 * with a long unbroken word in their text: layouts must mirror (logical CSS properties) and long
 * words must still wrap. Use with
 * {@link expectNoHorizontalOverflow} in the play function.
 */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);

/**
 * Stops links in the story from navigating (the test page must not leave), while their own
 * click handlers still run. Clicks are cancelled in the capture phase on a wrapper.
 */
export const preventNavigation: Decorator = (Story) => (
  <div onClickCapture={(e) => (e.target as Element).closest('a[href]') && e.preventDefault()}>
    <Story />
  </div>
);

/**
 * Presses a key with a real, trusted key event (Playwright, through Vitest's browser mode), so
 * the browser's own default actions happen, such as Enter or Space toggling a native
 * `details`. Synthetic events (testing-library's userEvent) cannot trigger those. Outside
 * Vitest (the Storybook UI) it falls back to the activation a browser performs for Enter and
 * Space on a `summary`: a click.
 * @param key - a user-event key description, e.g. "{Enter}" or " "
 */
export async function pressRealKey(key: string): Promise<void> {
  try {
    const { userEvent } = await import('vitest/browser');
    await userEvent.keyboard(key);
  } catch {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.tagName === 'SUMMARY' && (key === '{Enter}' || key === ' ')) {
      active.click();
    }
  }
}
