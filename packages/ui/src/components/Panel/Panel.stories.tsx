import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Panel } from './Panel.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen } from '../../storybook/storyHelpers.tsx';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: { heading: 'You have reset your password', children: 'You can now log in with your new password.' },
  parameters: {
    docs: {
      description: {
        component: 'A confirmation at the top of a page that says a task is complete. Its heading is the page h1.',
      },
    },
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You have reset your password');
  },
};
export const HeadingOnly: Story = { args: { children: undefined } };

/** A long heading and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: { heading: `You have reset your password for ${LONG_WORD}`, children: `Log in again in ${LONG_WORD}.` },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
