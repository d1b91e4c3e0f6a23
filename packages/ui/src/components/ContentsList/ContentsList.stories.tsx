import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { ContentsList } from './ContentsList.tsx';

const meta = {
  title: 'Components/ContentsList',
  component: ContentsList,
  args: {
    heading: 'Contents',
    items: [
      { id: 'identity-levels', text: 'Identity levels' },
      { id: 'retention', text: 'How long we keep your information' },
      { id: 'your-rights', text: 'Your rights' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** at the top of a long page with more than two sections, such as a policy, linking to each section.',
          '**When not to use:** for links to other pages (use SideNavigation) or on short pages.',
          '**Accessibility:** a navigation landmark named by its heading, with a real list of links, so screen-reader users can find it by landmark or heading and hear how many sections there are. The dash before each item is decorative.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ContentsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights');
  },
};

/** Long entries and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    heading: 'Contents',
    items: [
      {
        id: 'long',
        text: 'How we use the information you give us when you prove who you are with photo ID and a video of your face',
      },
      { id: 'place', text: `Your GP surgery in ${LONG_WORD}` },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px; Tab goes through the entries in order. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Identity levels' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'How long we keep your information' })).toHaveFocus();
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
    heading: 'Cynnwys',
    items: [
      { id: 'identity-levels', text: 'Lefelau hunaniaeth' },
      { id: 'retention', text: "Am faint rydyn ni'n cadw eich gwybodaeth" },
      { id: 'your-rights', text: 'Eich hawliau' },
    ],
  },
  globals: { locale: 'cy' },
};
