import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './Tag.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen } from '../../storybook/storyHelpers.tsx';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Completed' },
  parameters: {
    docs: { description: { component: 'A short status. The words carry the meaning; the colour only supports them.' } },
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {};
export const Green: Story = { args: { colour: 'green', children: 'Matched' } };
export const Grey: Story = { args: { colour: 'grey', children: 'Not started' } };
export const Red: Story = { args: { colour: 'red', children: 'Locked' } };
export const Yellow: Story = { args: { colour: 'yellow', children: 'Waiting' } };

/** A long status wraps at 320px. */
export const LongText: Story = {
  args: { children: `Waiting for ${LONG_WORD}` },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
