import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { DateInput, type DateParts } from './DateInput.tsx';

function Stateful(props: { error?: string; errorParts?: ('day' | 'month' | 'year')[] }) {
  const [value, setValue] = useState<DateParts>({ day: '', month: '', year: '' });
  return (
    <DateInput
      legend="What is your date of birth?"
      name="dob"
      hint="For example, 15 3 1984"
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('DateInput', () => {
  it('groups day, month and year under the question with bday autocomplete', async () => {
    const { container } = render(<Stateful />);
    expect(screen.getByRole('group', { name: 'What is your date of birth?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByLabelText('Month')).toHaveAttribute('id', 'dob-month');
    expect(screen.getByLabelText('Year')).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(screen.getByLabelText('Year'), '1984');
    expect(screen.getByLabelText('Year')).toHaveValue('1984');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('flags only the parts in error', () => {
    render(<Stateful error="Year must include 4 numbers" errorParts={['year']} />);
    expect(screen.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Year must include 4 numbers')).toBeInTheDocument();
  });
});
