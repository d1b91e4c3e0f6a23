import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Body, Heading, List } from './Typography.tsx';

const meta = {
  title: 'Components/Typography',
  component: Heading,
  subcomponents: { Body, List },
  args: { children: 'Enter your email address' },
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use:** `Heading`, `Body` and `List` for all page text, so it has the NHS.UK type scale and spacing. Use one h1 per page (the page's question or title); `Body lead` for an introductory paragraph; `List` for bulleted or numbered lists.",
          '**When not to use:** a heading level for its size (choose the level for the outline and `size` for the look), do not skip heading levels, and do not use `secondary` text for anything important.',
          '**Accessibility:** real heading, paragraph and list elements, so screen-reader users can navigate by them. `focusable` headings take focus by script (tabIndex -1) for moving focus after navigation without adding a Tab stop. Secondary text still meets 4.5:1 contrast. Use VisuallyHidden for screen-reader-only text.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page heading (h1). */
export const PageHeading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your email address' })).toBeVisible();
  },
};

/** Each level with its default size. */
export const HeadingLevels: Story = {
  render: () => (
    <>
      <Heading level={1}>Create your NHS login</Heading>
      <Heading level={2}>What you will need</Heading>
      <Heading level={3}>Photo ID</Heading>
      <Heading level={4}>Passport</Heading>
    </>
  ),
  play: async ({ canvas }) => {
    for (const [level, name] of [
      [1, 'Create your NHS login'],
      [2, 'What you will need'],
      [3, 'Photo ID'],
      [4, 'Passport'],
    ] as const) {
      await expect(canvas.getByRole('heading', { level, name })).toBeVisible();
    }
  },
};

/** A focusable heading takes focus from script but is not a Tab stop. */
export const FocusableHeading: Story = {
  render: function Render() {
    const ref = useRef<HTMLDivElement>(null);
    return (
      <div ref={ref}>
        <button type="button" onClick={() => ref.current?.querySelector<HTMLElement>('h1')?.focus()}>
          Show next page
        </button>
        <Heading focusable id="page-heading">
          Check your phone
        </Heading>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Check your phone' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show next page' }));
    await expect(heading).toHaveFocus();
  },
};

/** Body text: normal, lead and secondary. */
export const BodyText: Story = {
  render: () => (
    <>
      <Body lead>You can use NHS login to access health services online.</Body>
      <Body>We have sent a security code to your mobile phone. It may take a few minutes to arrive.</Body>
      <Body secondary>Reference: CID1234</Body>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
  },
};

/** Bulleted, numbered and plain lists: list semantics are kept in each. */
export const Lists: Story = {
  render: () => (
    <>
      <List items={['your email address', 'your mobile phone', 'photo ID, such as a passport']} />
      <List
        variant="number"
        items={['Enter your email address', 'Create a password', 'Enter the security code we send you']}
      />
      <List variant="plain" items={['Terms of use', 'Privacy notice']} />
    </>
  ),
  play: async ({ canvas }) => {
    const lists = canvas.getAllByRole('list');
    await expect(lists).toHaveLength(3);
    await expect(lists[1]!.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  render: () => (
    <>
      <Heading>Your GP surgery in {LONG_WORD} cannot be linked yet</Heading>
      <Body lead>{LONG_WORD}</Body>
      <Body>
        We could not match your details with the records held at {LONG_WORD} Medical Centre. {LONG_WORD}
      </Body>
      <List items={[LONG_WORD, `1 ${LONG_WORD} Road`]} />
    </>
  ),
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  render: () => (
    <>
      <Heading>Create your NHS login</Heading>
      <Body lead>You can use NHS login to access health services online.</Body>
      <List items={['your email address', 'your mobile phone']} />
    </>
  ),
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
  args: { ...PageHeading.args, children: 'Rhowch eich cyfeiriad e-bost' },
  globals: { locale: 'cy' },
};
