import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen } from '../../storybook/storyHelpers.tsx';
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
          'The first focusable element on every page. Hidden until it receives keyboard focus, it lets keyboard users skip the header and go straight to the main content (WCAG 2.4.1).',
          'Use one per page, before the header; it needs a main element with the matching id (PageLayout provides `maincontent`).',
          '**Accessibility:** it is shown when focused, and activating it moves focus to the main element (which has `tabIndex=-1`), so the next Tab continues from the content, not the header.',
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

/** Unfocused, the link is off screen (but still in the accessibility tree). */
export const HiddenUntilFocused: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).not.toHaveFocus();
    await expect(link.getBoundingClientRect().right).toBeLessThan(0);
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
