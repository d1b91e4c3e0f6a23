import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Panel } from './Panel.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: { heading: 'You have reset your password', children: 'You can now log in with your new password.' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** at the top of a confirmation page, to say that a task is complete ("You have reset your password").',
          '**When not to use:** for any other message, for errors, or more than once on a page; do not put actions inside it.',
          '**Accessibility:** its heading is the page h1, so it is the first thing screen-reader users hear when the page loads and focus moves to the heading. White text on green meets 4.5:1 contrast.',
        ].join('\n\n'),
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
  args: {
    ...Default.args,
    heading: 'Rydych wedi ailosod eich cyfrinair',
    children: "Gallwch nawr fewngofnodi gyda'ch cyfrinair newydd.",
  },
  globals: { locale: 'cy' },
};
