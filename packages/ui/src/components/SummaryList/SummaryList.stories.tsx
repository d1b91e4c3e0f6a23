import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SummaryList } from './SummaryList.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

const meta = {
  title: 'Components/SummaryList',
  component: SummaryList,
  args: {
    rows: [
      { key: 'NHS number', value: '943 476 5919', action: { text: 'Change', href: '#nhs-number' } },
      { key: 'Date of birth', value: '15 March 1984', action: { text: 'Change', href: '#dob' } },
      { key: 'Postcode', value: 'LS1 4AP', action: { text: 'Change', href: '#postcode' } },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** to show answers for the user to check before submitting, such as the details we will match against their GP record, with a Change link per row.',
          '**When not to use:** for tabular data with more than two columns (use a table) or for content the user cannot change and does not need to check.',
          '**Accessibility:** a description list (`dl`), so each key is read with its value. Each Change link has visually hidden text naming its row ("Change date of birth"), so the link makes sense out of context, in a links list or to voice control.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SummaryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Change date of birth' })).toHaveAttribute('href', '#dob');
  },
};

export const WithoutActions: Story = { args: { rows: [{ key: 'Name', value: 'Alex Example' }] } };

/** A long name and a long unbroken address word wrap inside their cells at 320px. */
export const LongValues: Story = {
  args: {
    rows: [
      {
        key: 'Full name',
        value: 'Alexandrina Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft Example',
        action: { text: 'Change', href: '#name' },
      },
      { key: 'Address', value: `1 Station Road, ${LONG_WORD}`, action: { text: 'Change', href: '#address' } },
    ],
  },
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Change address' })).toHaveAttribute('href', '#address');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px the rows stack: key, value, then the Change link. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with the long word: the layout mirrors and nothing overflows. */
export const RightToLeft: Story = {
  ...LongValues,
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
    rows: [
      { key: 'Rhif GIG', value: '943 476 5919', action: { text: 'Newid', href: '#nhs-number' } },
      { key: 'Dyddiad geni', value: '15 Mawrth 1984', action: { text: 'Newid', href: '#dob' } },
      { key: 'Cod post', value: 'LS1 4AP', action: { text: 'Newid', href: '#postcode' } },
    ],
  },
  globals: { locale: 'cy' },
};
