import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  pressRealKey,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { Details } from './Details.tsx';

const meta = {
  title: 'Components/Details',
  component: Details,
  args: {
    summary: 'Not received a text?',
    children: (
      <p style={{ margin: 0 }}>
        Texts can take a few minutes to arrive. If you still have not received it, you can ask for a new security code.
      </p>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** An expander for help that only some users need, such as "Not received a text?" or "Why we need your NHS number".',
          '**When not to use:** Do not hide information everyone needs, and do not put form fields the user must answer inside it.',
          '**Accessibility:** a native `details`/`summary`, so it works without script: Tab reaches the summary, Enter and Space toggle it, and screen readers announce it as expanded or collapsed.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Details>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = 'Texts can take a few minutes to arrive.';

/**
 * Enter opens and Space closes it (real key presses: the browser's native behaviour); the
 * content is hidden while closed.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const details = canvasElement.querySelector('details')!;
    const summary = canvasElement.querySelector('summary')!;
    await expect(canvas.getByText(content, { exact: false })).not.toBeVisible();
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('Not received a text?');
    await pressRealKey('{Enter}');
    await expect(details).toHaveAttribute('open');
    await expect(canvas.getByText(content, { exact: false })).toBeVisible();
    await pressRealKey(' ');
    await expect(details).not.toHaveAttribute('open');
    await pressRealKey(' ');
    await expect(details).toHaveAttribute('open');
    await pressRealKey('{Enter}');
    await expect(details).not.toHaveAttribute('open');
  },
};

/** Starts open. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(content, { exact: false })).toBeVisible();
  },
};

/** Long summary, content and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    open: true,
    summary: `I do not have a mobile phone or I cannot get texts where I live in ${LONG_WORD}`,
    children: (
      <p style={{ margin: 0 }}>You can get your security code by phone call to a landline instead. {LONG_WORD}</p>
    ),
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px, open. */
export const SmallScreen: Story = {
  args: { open: true },
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
    summary: 'Heb gael neges destun?',
    children: (
      <p style={{ margin: 0 }}>
        Gall negeseuon testun gymryd ychydig funudau i gyrraedd. Os nad ydych chi wedi'i chael o hyd, gallwch ofyn am
        god diogelwch newydd.
      </p>
    ),
    open: true,
  },
  globals: { locale: 'cy' },
};
