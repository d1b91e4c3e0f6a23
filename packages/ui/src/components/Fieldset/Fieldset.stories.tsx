import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Hint } from '../FormGroup/FormGroup.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { Fieldset } from './Fieldset.tsx';

/** Three date fields labelled in one language (the Welsh story gives Diwrnod, Mis, Blwyddyn). */
const dateFieldsLabelled = (day: string, month: string, year: string) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
    <TextInput label={day} name="dob-day" width={2} inputMode="numeric" autoComplete="bday-day" />
    <TextInput label={month} name="dob-month" width={2} inputMode="numeric" autoComplete="bday-month" />
    <TextInput label={year} name="dob-year" width={4} inputMode="numeric" autoComplete="bday-year" />
  </div>
);
const dateFields = dateFieldsLabelled('Day', 'Month', 'Year');

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: { legend: 'What is your date of birth?', children: dateFields },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Groups related fields under one question, such as the day, month and year of a date of birth or the lines of an address. Radios and Checkboxes use it for you.',
          '**When not to use:** Do not use it around a single field (use its label) or to group unrelated questions.',
          '**Accessibility:** a native fieldset whose legend names the group, so screen readers read the question when entering any of its fields. `describedBy` points at a hint or error describing the group. `legendAsHeading` puts an h1 inside the legend when the question is the page heading.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Fieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group; Tab moves through its fields in order. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'What is your date of birth?' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveFocus();
  },
};

/** With a hint describing the group. */
export const WithHint: Story = {
  args: {
    describedBy: 'dob-hint',
    children: (
      <>
        <Hint id="dob-hint">For example, 15 3 1984</Hint>
        {dateFields}
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is your date of birth?' })).toHaveAccessibleDescription(
      'For example, 15 3 1984',
    );
  },
};

/** The legend as the page heading (h1). */
export const LegendAsHeading: Story = {
  args: { legendAsHeading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What is your date of birth?' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'What is your date of birth?' })).toBeVisible();
  },
};

/** A medium legend. */
export const MediumLegend: Story = { args: { legendSize: 'm' } };

/** Long legend and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    legend: `What is the address of your GP surgery in ${LONG_WORD}? Enter it as it appears on your letters`,
    legendAsHeading: true,
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
    legend: 'Beth yw eich dyddiad geni?',
    children: dateFieldsLabelled('Diwrnod', 'Mis', 'Blwyddyn'),
  },
  globals: { locale: 'cy' },
};
