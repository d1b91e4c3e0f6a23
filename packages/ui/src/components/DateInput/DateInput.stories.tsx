import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DateInput, type DateInputProps, type DateParts } from './DateInput.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

function Stateful(props: Partial<DateInputProps>) {
  const [value, setValue] = useState<DateParts>(props.value ?? { day: '', month: '', year: '' });
  return (
    <DateInput
      legend="What is your date of birth?"
      name="dob"
      hint="For example, 15 3 1984"
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Components/DateInput',
  component: DateInput,
  args: {
    legend: 'What is your date of birth?',
    name: 'dob',
    value: { day: '', month: '', year: '' },
    onChange: () => undefined,
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** for a date the user already knows, such as their date of birth.',
          '**When not to use:** for dates picked from a calendar or roughly known dates, and do not split other numbers into parts.',
          '**Accessibility:** day, month and year are three labelled text fields with a numeric keyboard inside one fieldset whose legend is the question; the hint and error describe the group. Only the parts in error are flagged (`aria-invalid` and a red border), and the ErrorSummary entry should link to the first of them (`<name>-day` etc.). Fields have `autocomplete` bday-day, bday-month and bday-year for a date of birth.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Day'), '15');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Month')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Month'), '3');
    await expect(canvas.getByLabelText('Day')).toHaveValue('15');
    await expect(canvas.getByRole('group', { name: 'What is your date of birth?' })).toBeVisible();
  },
};

/** Legend as the page heading. */
export const AsPageHeading: Story = { render: () => <Stateful legendAsHeading /> };

/** Only the year is wrong: only the year is flagged. */
export const ErrorInYear: Story = {
  render: () => (
    <Stateful value={{ day: '15', month: '3', year: '84' }} error="Year must include 4 numbers" errorParts={['year']} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/Year must include 4 numbers/);
  },
};

/** Every part wrong. */
export const ErrorInAll: Story = { render: () => <Stateful error="Enter your date of birth" /> };

/** At 320px wide. */
export const SmallScreen: Story = {
  render: () => <Stateful />,
  globals: { viewport: { value: 'small', isRotated: false } },
};

/** A long legend wraps at 320px. */
export const LongText: Story = {
  render: () => <Stateful legend={`What is your date of birth in ${LONG_WORD}?`} />,
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
  render: () => <Stateful legend="Beth yw eich dyddiad geni?" hint="Er enghraifft, 15 3 1984" />,
  globals: { locale: 'cy' },
};
