import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { BackLink } from '../BackLink/BackLink.tsx';
import { Body, Heading } from '../Typography/Typography.tsx';
import { PageLayout } from './PageLayout.tsx';

const content = (
  <>
    <Heading>Enter your email address</Heading>
    <Body>We will use this to find your NHS login or create a new one.</Body>
  </>
);

const meta = {
  title: 'Components/PageLayout',
  component: PageLayout,
  args: { children: content },
  decorators: [preventNavigation],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** once on every page, between Header and Footer: it is the width container and the `main` landmark, with the two-thirds column used by form pages. Use `fullWidth` for pages with side navigation, such as policies.',
          '**When not to use:** for the back link and banners inside main: put them in `beforeMain`. Do not nest one PageLayout in another.',
          "**Accessibility:** provides the single `main` landmark with id `maincontent` (the skip link's target) and `tabIndex=-1`, so the skip link and route changes can move focus to it. The ref is forwarded to the main element for that purpose.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main landmark (id "maincontent") accepts focus from script but is not in the Tab order. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'maincontent');
    await expect(main).toHaveAttribute('tabindex', '-1');
    main.focus();
    await expect(main).toHaveFocus();
    main.blur();
    await userEvent.tab();
    await expect(main).not.toHaveFocus();
  },
};

/** A back link before main: Tab reaches it first, and it sits outside the main landmark. */
export const WithBackLink: Story = {
  args: { beforeMain: <BackLink href="/">Back</BackLink> },
  play: async ({ canvas, userEvent }) => {
    const back = canvas.getByRole('link', { name: 'Back' });
    await expect(canvas.getByRole('main')).not.toContainElement(back);
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

/** The forwarded ref points at main, so the app can move focus there after navigation. */
export const FocusByRef: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLElement>(null);
    return (
      <>
        <button type="button" onClick={() => ref.current?.focus()}>
          Move focus to main
        </button>
        <PageLayout {...args} ref={ref} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move focus to main' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Full width, for pages with side navigation. */
export const FullWidth: Story = { args: { fullWidth: true } };

/** Long heading, text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    children: (
      <>
        <Heading>Confirm the address of your GP surgery in {LONG_WORD}</Heading>
        <Body>
          {LONG_WORD} {LONG_WORD}
        </Body>
      </>
    ),
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  args: { beforeMain: <BackLink href="/">Back</BackLink> },
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

/** The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer. */
export const Welsh: Story = {
  args: {
    ...Default.args,
    // No text given: the back link says "Yn ôl" from the labels.
    beforeMain: <BackLink href="/" />,
    children: (
      <>
        <Heading>Rhowch eich cyfeiriad e-bost</Heading>
        <Body>Byddwn yn defnyddio hwn i ddod o hyd i'ch NHS login neu i greu un newydd.</Body>
      </>
    ),
  },
  globals: { locale: 'cy' },
};
