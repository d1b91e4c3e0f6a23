import { expect, type Page } from '@playwright/test';
import {
  duplicatePaths,
  paths,
  policyPaths,
  proofingPaths,
  recoveryPaths,
  resetPaths,
} from '../packages/app/src/paths.ts';

/** The checks {@link auditPage} runs on every page, by name (issue 25 "Checks that keep these fixed"). */
export const PAGE_CHECKS = [
  'reflow at 320 CSS px: no horizontal scroll (1.4.10; also covers 200% zoom, which is 640 CSS px)',
  'text spacing override: no text clipped by its box, no horizontal scroll (1.4.12)',
  'target size: every pointer target at least 24×24 CSS px, or spaced 24 px apart (2.5.8)',
  'forced colours: every focusable element shows an outline or border of at least 2 px when focused (2.4.7)',
  'keyboard: every interactive element is in the Tab order, no positive tabindex, Tab order follows the visual order (2.1.1, 2.4.3)',
  'landmarks: one main (the route change focus target), a polite live region for the page name, a title',
] as const;

/**
 * Runs every {@link PAGE_CHECKS} check on the page as it is, in one `page.evaluate` (a single
 * round trip: the suite must stay lean, issue 25). The page must be 320 CSS px wide and have
 * forced colours emulated (`page.emulateMedia({ forcedColors: 'active' })`). Returns the problems
 * found, each prefixed with the check's short name; an empty list is a pass.
 * @param page - the page to audit
 */
export async function auditPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}"${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const root = document.documentElement;
    // checkVisibility: also false inside a closed <details> (its content is skipped, not unlaid).
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    };

    // 1. Reflow.
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`reflow: page is ${root.scrollWidth}px wide at ${root.clientWidth}px`);

    // 2. Target size (2.5.8): controls outside running text. Inline links in a sentence are exempt.
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, summary, a[href]'),
    ].filter(visible);
    const rects = controls.map((el) => {
      // An opacity-0 radio or checkbox is drawn by its label's 40 px box.
      return el.getBoundingClientRect();
    });
    controls.forEach((el, i) => {
      const r = rects[i]!;
      if (r.width >= 24 && r.height >= 24) return;
      if (
        el.tagName === 'A' &&
        el.closest('p, li, dd, td, legend, label, span') &&
        getComputedStyle(el).display === 'inline'
      )
        return;
      // Spacing exception: a 24 px circle on the target's centre meets no other target.
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = rects.some((o, j) => {
        if (j === i) return false;
        const nx = Math.max(o.left, Math.min(cx, o.right));
        const ny = Math.max(o.top, Math.min(cy, o.bottom));
        return Math.hypot(nx - cx, ny - cy) < 12 + Math.min(12, Math.hypot(o.width, o.height) / 2);
      });
      if (crowded) problems.push(`target size: ${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)}px`);
    });

    // 3. Keyboard: interactive elements are tabbable, no positive tabindex, DOM order = visual order.
    const tabbables = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]',
      ),
    ].filter((el) => el.tabIndex >= 0 && visible(el) && !(el as HTMLButtonElement).disabled);
    for (const el of tabbables) if (el.tabIndex > 0) problems.push(`keyboard: positive tabindex on ${describe(el)}`);
    for (const el of controls) {
      if (el.tabIndex >= 0 || (el as HTMLButtonElement).disabled) continue;
      // A radio group has one Tab stop; the arrow keys move between its radios.
      const radio = el as HTMLInputElement;
      if (
        radio.type === 'radio' &&
        [...document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(radio.name)}"]`)].some(
          (r) => r.tabIndex >= 0,
        )
      )
        continue;
      problems.push(`keyboard: ${describe(el)} is not in the Tab order`);
    }
    const main = document.querySelector('main');
    for (let i = 1; i < tabbables.length; i++) {
      const a = tabbables[i - 1]!.getBoundingClientRect();
      const b = tabbables[i]!.getBoundingClientRect();
      const skip =
        tabbables[i]!.matches('.skip, [href="#maincontent"]') || tabbables[i - 1]!.matches('[href="#maincontent"]');
      // The next stop may not start above the previous one (same line: left to right is fine).
      if (!skip && b.bottom <= a.top)
        problems.push(`keyboard: Tab goes up from ${describe(tabbables[i - 1]!)} to ${describe(tabbables[i]!)}`);
    }

    // 4. Landmarks: one main, named by the page title.
    const mains = document.querySelectorAll('main');
    if (mains.length !== 1) problems.push(`landmarks: ${mains.length} main elements`);
    if (main?.tabIndex !== -1) problems.push('landmarks: main cannot take focus (tabindex -1)');
    if (!document.querySelector('[aria-live="polite"][data-testid="route-announcer"]')) {
      problems.push('landmarks: no live region to say the page name after a route change');
    }
    if (!/ - NHS login$/.test(document.title)) problems.push(`landmarks: title "${document.title}"`);

    // 5. Forced colours: a focus indicator that survives (outline, or a border change of 2 px+).
    const px = (v: string) => parseFloat(v) || 0;
    const indicator = (el: HTMLElement) => {
      // Radios and checkboxes are invisible inputs drawn by their label's ::before.
      const choice = el.matches('input[type=radio], input[type=checkbox]');
      const label = choice ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      const s = label ? getComputedStyle(label, '::before') : getComputedStyle(el);
      return {
        outline: s.outlineStyle !== 'none' && px(s.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(s.outlineColor),
        border: px(s.borderTopWidth),
      };
    };
    const before = document.activeElement;
    for (const el of tabbables) {
      (document.activeElement as HTMLElement | null)?.blur();
      const rest = indicator(el);
      el.focus();
      if (document.activeElement !== el) continue;
      const on = indicator(el);
      // A colour change alone does not count: forced colours may paint both states alike.
      const borderChange = on.border - rest.border >= 2;
      if (!on.outline && !borderChange) problems.push(`forced colours: no visible focus indicator on ${describe(el)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    if (before instanceof HTMLElement) before.focus();

    // 6. Text spacing (1.4.12): the WCAG bookmarklet's values; nothing clipped, no sideways scroll.
    // A constructed style sheet: the page's Content-Security-Policy blocks an inline <style>.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    const adopted = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [...adopted, sheet];
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`text spacing: page is ${root.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!visible(el) || !el.textContent?.trim()) continue;
      const s = getComputedStyle(el);
      const clips = (v: string) => v === 'hidden' || v === 'clip';
      if (s.position === 'absolute' && s.clipPath !== 'none') continue; // visually hidden text
      if (
        (clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1)
      ) {
        problems.push(`text spacing: text clipped in ${describe(el)}`);
      }
    }
    document.adoptedStyleSheets = adopted;
    return problems;
  });
}

/** Presses Tab until `locator`-like predicate matches the focused element, at most `max` times. */
export async function tabTo(page: Page, name: string | RegExp, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : '';
      return `${el.getAttribute('aria-label') ?? ''}${labelled ?? ''}${el.textContent ?? ''}`.trim();
    });
    if (typeof name === 'string' ? focused.includes(name) : name.test(focused)) return;
  }
  expect(false, `Tab reaches "${String(name)}"`).toBe(true);
}

/** Every route path of the app, from the paths modules (packages/app/src/paths.ts). */
export const ALL_ROUTES: string[] = [
  ...new Set(
    [paths, policyPaths, resetPaths, recoveryPaths, duplicatePaths, proofingPaths].flatMap((group) =>
      Object.values(group as Record<string, unknown>).filter(
        (p): p is string => typeof p === 'string' && p.startsWith('/'),
      ),
    ),
  ),
];

/** The routes that only redirect on a direct load; tests/ssr.spec.ts checks that their landing pages hydrate. */
export const REDIRECT_ONLY_ROUTES = [
  '/',
  '/authcode',
  '/login',
  '/reset',
  '/proofing',
  '/proofing/submit',
  '/check-login',
  '/check-account-status',
];

/** Every route of the app that renders on a direct load (with or without a session): the sweep's. */
export const ROUTES: string[] = ALL_ROUTES.filter((p) => !REDIRECT_ONLY_ROUTES.includes(p));
