import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './CodeInput.tsx';

function Stateful() {
  const [value, setValue] = useState('');
  return <CodeInput label="Security code" name="code" hint="For example, 123456" value={value} onChange={setValue} />;
}

describe('CodeInput', () => {
  it('asks for a numeric one-time code without spell checking', async () => {
    const { container } = render(<Stateful />);
    const input = screen.getByLabelText('Security code');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAccessibleDescription(/For example, 123456/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('removes spaces and dashes from a pasted code', async () => {
    render(<Stateful />);
    const input = screen.getByLabelText('Security code');
    await userEvent.click(input);
    await userEvent.paste('123 - 456');
    expect(input).toHaveValue('123456');
  });
});
