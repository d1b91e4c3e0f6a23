import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WarningCallout } from './WarningCallout.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

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
        component: [
          '**When to use:** for something the user must know before going on, such as "Your existing account will be deleted".',
          '**When not to use:** for errors (use ErrorSummary and ErrorMessage), for news (use NotificationBanner), or more than once on a page.',
          '**Accessibility:** its heading is a real heading (`headingLevel`), and `hiddenPrefix` ("Warning:") is read before it so screen-reader users know it is a warning, not only sighted users who see the yellow box.',
        ].join('\n\n'),
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
    heading: 'Pwysig',
    hiddenPrefix: 'Rhybudd:',
    children:
      'Bydd eich cyfrif presennol yn cael ei ddileu ar ôl i ni wirio eich prawf adnabod ac ar ôl i chi fewngofnodi.',
  },
  globals: { locale: 'cy' },
};
