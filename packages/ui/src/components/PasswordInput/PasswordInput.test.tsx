import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { PasswordInput, type PasswordInputProps } from './PasswordInput.tsx';

function Stateful(props: Partial<PasswordInputProps>) {
  const [value, setValue] = useState('');
  return <PasswordInput label="Password" name="password" {...props} value={value} onChange={setValue} />;
}

describe('PasswordInput', () => {
  it('shows and hides the password with the keyboard, announcing each state', async () => {
    const { container } = render(<Stateful />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'S3cret!');
    await userEvent.tab();
    // jsdom's name computation drops the space before visually hidden text; Chromium keeps it (see the stories).
    const toggle = screen.getByRole('button', { name: /^Show ?password$/ });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-controls', 'password');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByText('Your password is visible')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByText('Your password is hidden')).toBeInTheDocument();
    expect(input).toHaveValue('S3cret!');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses new-password and describes the field by its hint and error', () => {
    render(<Stateful autoComplete="new-password" hint="Use at least 8 characters" error="Enter a password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Use at least 8 characters.*Enter a password/);
  });
});
