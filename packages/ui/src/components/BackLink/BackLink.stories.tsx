import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { BackLink } from './BackLink.tsx';

const meta = {
  title: 'Components/BackLink',
  component: BackLink,
  args: { href: '/enter-email' },
  decorators: [preventNavigation],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A link back to the previous page of a journey, at the top of the page before the main content.',
          '**When not to use:** Do not use it on the first page of a journey or after a final step that cannot be undone; do not use it as the only way to leave a page.',
          '**Accessibility:** with `href` it is a link; with `onBack` (history) it is a button. Its text defaults to "Back"; give it more specific text where it helps, e.g. "Back to log in".',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renders its own text ("Back") and is reached by Tab. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back' });
    await expect(link).toHaveAttribute('href', '/enter-email');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Specific text. */
export const CustomText: Story = {
  args: { children: 'Back to log in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  },
};

/** Without `href`: a button that calls `onBack` on Enter or Space. */
export const AsButton: Story = {
  args: { href: undefined, onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Back' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: { children: `Back to choose how you want to get your security code at ${LONG_WORD}` },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with the long word: the layout mirrors and nothing overflows. */
export const RightToLeft: Story = {
  ...LongText,
  decorators: [rightToLeft],
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer. */
export const Welsh: Story = {
  args: { ...Default.args },
  globals: { locale: 'cy' },
};
