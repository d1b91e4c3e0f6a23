import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { InsetText } from './InsetText.tsx';

const meta = {
  title: 'Components/InsetText',
  component: InsetText,
  args: {
    children: <p style={{ margin: 0 }}>If you do not get a security code within 2 hours, ask for a new one.</p>,
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Sets a short piece of information apart from the text around it, such as a time limit or where a code was sent.',
          '**When not to use:** Do not use it for warnings or errors (use ErrorMessage or a banner), and use it sparingly: it loses impact when overused.',
          '**Accessibility:** the blue bar is visual only. Where the difference matters to screen-reader users, pass `hiddenPrefix` (e.g. "Information:"), read before the text.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof InsetText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text, set apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'If you do not get a security code within 2 hours, ask for a new one.',
    );
    await expect(canvasElement).not.toHaveTextContent('Information:');
  },
};

/** With a hidden prefix read first by screen readers. */
export const WithHiddenPrefix: Story = {
  args: { hiddenPrefix: 'Information:' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      /^Information: If you do not get a security code within 2 hours, ask for a new one\.$/,
    );
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        We sent a letter with your activation code to your home address in {LONG_WORD}. It can take up to 5 working days
        to arrive.
      </p>
    ),
  },
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
  args: {
    ...Default.args,
    children: <p style={{ margin: 0 }}>Os na fyddwch chi'n cael cod diogelwch o fewn 2 awr, gofynnwch am un newydd.</p>,
  },
  globals: { locale: 'cy' },
};
