import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  it('passes autocomplete, inputmode and spellcheck through and reports typing', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextInput
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        width={30}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
    await userEvent.type(input, 'a@b.uk');
    expect(onChange).toHaveBeenLastCalledWith('a@b.uk');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('describes the field by hint then error and marks it invalid', () => {
    render(
      <TextInput label="Email address" name="email" hint="We will send a code" error="Enter your email address" />,
    );
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/We will send a code.*Error:\s*Enter your email address/);
  });

  it('can be disabled', () => {
    render(<TextInput label="NHS number" name="nhs" disabled />);
    expect(screen.getByLabelText('NHS number')).toBeDisabled();
  });
});
