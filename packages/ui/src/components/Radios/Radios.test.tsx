import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Radios, type RadiosProps } from './Radios.tsx';

function Stateful(props: Partial<RadiosProps>) {
  const [value, setValue] = useState('');
  return (
    <Radios
      legend="How do you want to get your security code?"
      name="method"
      options={[
        { value: 'sms', label: 'Text message', hint: 'To your mobile', conditional: <p>We will text 07700 900123</p> },
        { divider: 'or' },
        { value: 'voice', label: 'Phone call' },
      ]}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('Radios', () => {
  it('is reached by Tab when nothing is chosen yet (an empty value)', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Stateful />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Text message' })).toHaveFocus();
  });

  it('is a named group with hints per option, an "or" divider and conditional reveal', async () => {
    const { container } = render(<Stateful />);
    expect(screen.getByRole('group', { name: 'How do you want to get your security code?' })).toBeInTheDocument();
    const sms = screen.getByRole('radio', { name: 'Text message' });
    expect(sms).toHaveAttribute('id', 'method');
    expect(sms).toHaveAccessibleDescription(/To your mobile/);
    expect(screen.getByText('or')).toBeInTheDocument();
    // issue 45: in the page whatever is checked (so that it shows without script), shown by CSS
    // only while its radio is checked.
    expect(screen.getByText('We will text 07700 900123')).not.toBeVisible();
    await userEvent.click(sms);
    expect(sms).toBeChecked();
    expect(screen.getByText('We will text 07700 900123')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Phone call' }));
    expect(screen.getByText('We will text 07700 900123')).not.toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('an error marks the group invalid and shows the message', () => {
    render(<Stateful error="Select how you want to get your security code" />);
    expect(screen.getByText('Select how you want to get your security code')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleDescription(/Select how you want/);
  });
});
