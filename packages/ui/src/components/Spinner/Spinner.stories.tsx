import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading, please wait' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A loading indicator for a wait the user cannot skip, such as checking their details before the next page.',
          '**When not to use:** Do not use it for short waits (under a second) or inside buttons (use Button `busy`).',
          '**Accessibility:** a polite status region (`role="status"`, `aria-live="polite"`) so the label is announced once without interrupting; the spinning wheel is hidden from assistive technology and slows down for users who prefer reduced motion.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status region announcing its label; the wheel is hidden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The label is put into the existing live region after it appears, so it is announced.
    await expect(await canvas.findByText('Loading, please wait')).toBeVisible();
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: { label: `We are checking your details with your GP surgery in ${LONG_WORD}. This can take a minute.` },
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

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  args: { ...Default.args, label: 'Yn llwytho, arhoswch' },
  globals: { locale: 'cy' },
};
