import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    heading: 'Prove who you are',
    children: <p style={{ margin: 0 }}>You will need photo ID, such as a passport or driving licence.</p>,
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A box that groups a heading and a short description, such as a step of a journey. The ticked variant marks a completed step ("You have created an account").',
          '**When not to use:** Do not use cards for long content or to make a whole block clickable; keep one heading per card, at the right level for the page outline.',
          '**Accessibility:** the heading is a real heading (`headingLevel` 2 or 3). The green tick is decorative; for ticked cards pass `tickLabel` ("Completed"), which is read before the heading, so the status is not given by the icon alone.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading (h2 by default) and description. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Prove who you are' })).toBeVisible();
  },
};

/** A completed step: the hidden status word is part of the heading's name; the tick is hidden. */
export const Ticked: Story = {
  args: { heading: 'You have created an account', ticked: true, tickLabel: 'Completed', children: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Completed: You have created an account' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An h3 card inside a section. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Prove who you are' })).toBeVisible();
  },
};

/** Long heading, text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    heading: `You have confirmed your details with your GP surgery in ${LONG_WORD}`,
    ticked: true,
    tickLabel: 'Completed',
    children: <p style={{ margin: 0 }}>We matched your NHS number and date of birth. {LONG_WORD}</p>,
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
    heading: 'Profi pwy ydych chi',
    children: <p style={{ margin: 0 }}>Bydd angen prawf adnabod â llun arnoch chi, fel pasbort neu drwydded yrru.</p>,
  },
  globals: { locale: 'cy' },
};
