import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStory } from '@storybook/react-vite';
import type { Locale } from '@nhsl/content';
import { listen } from './screenReader.ts';

/** A page story file's exports: its meta (`default`) and its stories. */
type StoryModule = Record<string, unknown> & { default: { title: string } };

/** Every page story file of the app (each journey's pages, and the shell's error pages). */
const storyFiles = import.meta.glob<StoryModule>(
  ['../../journeys/*/pages/*.stories.tsx', '../../shell/ErrorPages.stories.tsx'],
  { eager: true },
);

/** A story as written: its render function, its globals. */
interface StoryExport {
  render?: (...args: never[]) => unknown;
  globals?: Record<string, unknown>;
}

/**
 * The page a story shows: the component its render function returns (every page story renders one
 * page component), or the render function itself. Stories of one page (its states, its play
 * functions) share it, so each page is read once, in the first state its file shows.
 * @param story - the story as exported
 */
function pageOf(story: StoryExport): unknown {
  try {
    const element = story.render?.();
    return isValidElement(element) ? element.type : (story.render ?? story);
  } catch {
    return story.render ?? story;
  }
}

/** One page of a story file, by its first story: the story's name and the story. */
export interface PageStory {
  name: string;
  story: StoryExport;
}

/**
 * The pages of each story file: the first story of each page component, leaving out the stories
 * that only change the viewport or are the Welsh copies of another (the Welsh transcripts render
 * every page in Welsh).
 */
export function pagesByFile(): { title: string; module: StoryModule; pages: PageStory[] }[] {
  return Object.values(storyFiles).map((module) => {
    const seen = new Set<unknown>();
    const pages: PageStory[] = [];
    for (const [name, value] of Object.entries(module)) {
      if (name === 'default' || /SmallScreen|Welsh/.test(name)) continue;
      const story = value as StoryExport;
      if (story.globals?.locale) continue;
      const page = pageOf(story);
      if (seen.has(page)) continue;
      seen.add(page);
      pages.push({ name, story });
    }
    return { title: module.default.title, module, pages };
  });
}

/** Waits for what a render or press sets going (effects, the stub back end's answers, timers of 0 ms). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The messages an error summary lists (its links' text). */
const summaryErrors = () =>
  [...document.querySelectorAll('[data-testid="error-summary"] li a')].map((a) =>
    (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );

/**
 * The first submit button of the page's first form with a field: the form's main action.
 * Undefined on a page without such a form.
 */
function mainSubmit(): HTMLButtonElement | undefined {
  for (const form of document.querySelectorAll('main form')) {
    if (!form.querySelector('input:not([type=hidden]), select, textarea')) continue;
    const button = form.querySelector<HTMLButtonElement>('button[type=submit], button:not([type])');
    if (button) return button;
  }
  return undefined;
}

/** A transcript section: a heading and the phrases, one a line. */
const section = (heading: string, phrases: string[]) => `${heading}\n\n${phrases.map((p) => `- ${p}`).join('\n')}\n`;

/**
 * Reads one page as a screen-reader user meets it: on arrival, reading down the page; then, on a
 * page with a form, its main button pressed twice with nothing changed. Every error the summary
 * lists must be said on each of the two submits (issue 54: a second submit was silent).
 * @param page - the page's first story
 * @param meta - the story file's meta
 * @param locale - the language it is shown in
 * @returns the page's transcript, in Markdown
 */
async function transcriptOf(page: PageStory, meta: StoryModule['default'], locale: Locale): Promise<string> {
  const Story = composeStory(
    { ...page.story, globals: { ...page.story.globals, locale } } as never,
    meta as never,
    undefined,
    page.name,
  );
  const { unmount } = render(<Story />);
  await settle();
  // A spinner's status says its label 50 ms after it shows (ui Spinner): read the page after it.
  if (document.querySelector('main [role="status"]')) await act(() => new Promise((r) => setTimeout(r, 80)));
  const reader = await listen();
  try {
    const parts = [section('On arrival, reading down the page:', await reader.readPage())];
    const submit = mainSubmit();
    if (submit) {
      const user = userEvent.setup();
      for (const which of ['First submit', 'Second submit, nothing changed']) {
        await user.click(submit);
        await settle();
        const errors = summaryErrors();
        if (!errors.length) break;
        const said = await reader.take();
        parts.push(section(`${which} (the form's errors):`, said));
        // Each error the summary lists is said on this submit (by the alert the summary holds).
        for (const error of errors) expect(said.join(' | ')).toContain(error);
      }
    }
    return parts.join('\n');
  } finally {
    await reader.stop();
    unmount();
  }
}

/**
 * The spoken-output tests of every page (issue 54): per story file, each page's transcript (what
 * a screen reader says on arrival, on a first error submit and on a second with the same error),
 * kept as a reviewed snapshot in docs/spoken/<locale>/ so that auditors can read what a
 * screen-reader user hears. A change to what is said fails the test until the transcript is
 * reviewed and written again (`vitest run --project dom -u packages/app/src/test/spoken`).
 * @param locale - the language the pages are shown in
 */
export function describeTranscripts(locale: Locale): void {
  describe(`what a screen reader says on every page, in ${locale === 'cy' ? 'Welsh' : 'English'} (issue 54)`, () => {
    for (const { title, module, pages } of pagesByFile()) {
      it(`${title}: ${pages.length} pages`, { timeout: 120_000 }, async () => {
        const transcripts: string[] = [];
        for (const page of pages)
          transcripts.push(`## ${page.name}\n\n${await transcriptOf(page, module.default, locale)}`);
        const file = title.replace(/^Pages\//, '').replace(/[^A-Za-z0-9]+/g, '-');
        await expect(`# ${title}\n\n${transcripts.join('\n')}`).toMatchFileSnapshot(
          `../../../../../docs/spoken/${locale}/${file}.md`,
        );
      });
    }
  });
}
