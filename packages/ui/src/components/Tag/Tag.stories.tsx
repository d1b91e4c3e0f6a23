import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './Tag.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'Completed' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** to show a short status next to something, such as "Completed" or "Locked".',
          '**When not to use:** as a button or link, for long text, or where the colour alone would carry the meaning.',
          '**Accessibility:** plain text in a coloured box. The words carry the meaning; the colour only supports them (WCAG 1.4.1). Every colour meets 4.5:1 text contrast.',
        ].join('\n\n'),
      },
    },
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

/** The default content at 320px wide: nothing overflows. */
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
  args: { ...Blue.args, children: "Wedi'i gwblhau" },
  globals: { locale: 'cy' },
};
