import AxeBuilder from '@axe-core/playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { axeTags } from '../packages/ui/src/storybook/a11y.ts';

/** The window size of a story that asks for none, in CSS px (as in tests/visual/preview.ts). */
const defaultViewport = { width: 800, height: 600 };

interface ViewportOption {
  styles: { width: string; height: string };
}
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__: {
    storyStore: {
      loadStory: (o: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { viewport?: { options?: Record<string, ViewportOption> } };
      }>;
    };
  };
};

/**
 * Storybook's test-runner (`pnpm test-storybook`, the auditors' run of the design card's tool;
 * issue 54, docs/decisions/0071-storybook-test-runner.md). The test-runner fails a
 * story whose render or play function throws; after that, {@link config.postVisit} runs axe-core
 * itself on the story's document with the project's WCAG 2.0/2.1/2.2 A and AA tags
 * (packages/ui/src/storybook/a11y.ts) and fails the story on any violation. The page is the
 * built Storybook's preview, which scripts/test-storybook.ts serves.
 */
const config: TestRunnerConfig = {
  /**
   * Sizes the page to the story's `viewport` global before it renders (e.g. `smallScreen`:
   * 320 x 640 CSS px), else to 800 x 600: the built preview alone does not resize itself, and a
   * play function may check the layout at that size.
   */
  async preVisit(page, context) {
    const size = await page.evaluate(async (storyId) => {
      const story = await (window as PreviewWindow).__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId });
      const name = story.storyGlobals?.viewport?.value;
      const option = name ? story.parameters?.viewport?.options?.[name] : undefined;
      return option ? { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) } : null;
    }, context.id);
    await page.setViewportSize(size ?? defaultViewport);
  },
  /**
   * Runs axe on the rendered story, after its play function: the whole document (a dialog or
   * other portal renders outside the story's root), without Storybook's own wrappers, as the a11y
   * addon does. Throws an error listing each violation (rule, help, the elements' selectors).
   */
  async postVisit(page, context) {
    const results = await new AxeBuilder({ page })
      .withTags([...axeTags])
      .exclude('.sb-wrapper')
      .exclude('#storybook-docs')
      .exclude('#storybook-highlights-root')
      .analyze();
    if (results.violations.length > 0) {
      const lines = results.violations.map(
        (v) => `- ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      throw new Error(
        `${context.title} / ${context.name}: ${results.violations.length} axe violation(s) (WCAG 2.0/2.1/2.2 A and AA):\n${lines.join('\n')}`,
      );
    }
  },
};
export default config;
