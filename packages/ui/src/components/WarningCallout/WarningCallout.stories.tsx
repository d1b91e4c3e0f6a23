import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WarningCallout } from './WarningCallout.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen } from '../../storybook/storyHelpers.tsx';

const meta = {
  title: 'Components/WarningCallout',
  component: WarningCallout,
  args: {
    heading: 'Important',
    hiddenPrefix: 'Warning:',
    children: 'Your existing account will be deleted after we have checked your ID and you have logged in.',
  },
  parameters: {
    docs: {
      description: {
        component: 'Use for something the user must know before going on. Do not use for errors (use ErrorSummary).',
      },
    },
  },
} satisfies Meta<typeof WarningCallout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Warning: Important' })).toBeVisible();
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: { heading: `Important for ${LONG_WORD}`, children: `Your account in ${LONG_WORD} will be deleted.` },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
