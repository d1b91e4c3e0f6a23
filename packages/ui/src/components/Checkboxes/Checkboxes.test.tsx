import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Checkbox, Checkboxes } from './Checkboxes.tsx';

function Single() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      name="rememberDevice"
      label="Remember this device"
      hint="We will not ask for a security code on this device for 30 days"
      checked={checked}
      onChange={setChecked}
      conditional={<p>Only do this on your own device.</p>}
    />
  );
}

describe('Checkbox (single)', () => {
  it('has its hint as description, its name as id, and reveals conditional content while ticked', async () => {
    const { container } = render(<Single />);
    const box = screen.getByRole('checkbox', { name: 'Remember this device' });
    expect(box).toHaveAttribute('id', 'rememberDevice');
    expect(box).toHaveAccessibleDescription(/30 days/);
    expect(screen.queryByText('Only do this on your own device.')).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText('Only do this on your own device.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('an error marks it invalid and describes it', () => {
    render(<Checkbox name="agree" label="I agree" error="Confirm that you agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Confirm that you agree/);
  });
});

describe('Checkboxes (group)', () => {
  function Group() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <Checkboxes
        legend="Which cookies are you happy for us to use?"
        name="cookies"
        hint="Select all that apply"
        options={[
          { value: 'analytics', label: 'Analytics cookies' },
          { value: 'preferences', label: 'Cookies that remember your settings' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  }

  it('is a named group and keeps every ticked value', async () => {
    const { container } = render(<Group />);
    expect(screen.getByRole('group', { name: 'Which cookies are you happy for us to use?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analytics cookies' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cookies that remember your settings' }));
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });
});
