import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Header } from '../Header/Header.tsx';
import { PageLayout } from '../PageLayout/PageLayout.tsx';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Header logoLabel="NHS login homepage" logoAlt="NHS" serviceName="NHS login" homeHref="#home" />
      <PageLayout>
        <h1>Enter your email address</h1>
      </PageLayout>
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** as the first focusable element on every page, before the header, so keyboard users can skip to the main content (WCAG 2.4.1). It needs a main element with the matching id (PageLayout provides `maincontent`).',
          '**When not to use:** more than once per page, or to link to anything other than the main content.',
          '**Accessibility:** hidden until it receives keyboard focus, then shown. Activating it moves focus to the main element (which has `tabIndex=-1`), so the next Tab continues from the content, not the header.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows the skip link; Enter moves focus to main; the next Tab stays in main. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Unfocused, the link is clipped out of sight (but still in the accessibility tree); Tab shows it. */
export const HiddenUntilFocused: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).not.toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
    link.blur();
  },
};

/** Long text wraps at 320px when focused. */
export const LongText: Story = {
  args: { children: `Skip to main content and the form to sign in to ${LONG_WORD}` },
  globals: smallScreen,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px, focused. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with the long word: the layout mirrors and nothing overflows. */
export const RightToLeft: Story = {
  ...LongText,
  decorators: [rightToLeft],
  globals: smallScreen,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Skip to main content/ })).toHaveFocus();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  args: { ...Default.args, children: "Neidio i'r prif gynnwys" },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Header logoLabel="Hafan NHS login" logoAlt="NHS" serviceName="NHS login" homeHref="#home" />
      <PageLayout>
        <h1>Rhowch eich cyfeiriad e-bost</h1>
      </PageLayout>
    </>
  ),
  globals: { locale: 'cy' },
};
