import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { FormGroup, Hint, Label } from './FormGroup.tsx';

describe('FormGroup', () => {
  it('holds a label, hint and control that the caller wires together', async () => {
    const { container } = render(
      <FormGroup error>
        <Label htmlFor="nhs">NHS number</Label>
        <Hint id="nhs-hint">This is a 10 digit number</Hint>
        <input id="nhs" aria-describedby="nhs-hint" />
      </FormGroup>,
    );
    const input = screen.getByLabelText('NHS number');
    expect(input).toHaveAccessibleDescription('This is a 10 digit number');
    expect(await axe(container)).toHaveNoViolations();
  });
});
