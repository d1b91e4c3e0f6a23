import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme.ts';
import { FormGroup, Hint, Label } from './FormGroup.tsx';

/** The question's block: the FormGroup around the labelled control. */
const groupOf = (label: string) => screen.getByLabelText(label).parentElement!;

describe('FormGroup', () => {
  it('with `error`, draws the red error bar beside the question; without, none', () => {
    render(
      <>
        <FormGroup error>
          <Label htmlFor="wrong">Wrong</Label>
          <input id="wrong" />
        </FormGroup>
        <FormGroup>
          <Label htmlFor="right">Right</Label>
          <input id="right" />
        </FormGroup>
      </>,
    );
    const bar = (el: Element) => getComputedStyle(el).getPropertyValue('border-inline-start');
    expect(bar(groupOf('Wrong'))).toContain(theme.colour.error);
    expect(bar(groupOf('Wrong'))).toContain(`${theme.borderWidth.formError}px`);
    expect(bar(groupOf('Right'))).toBe('');
  });

  it('in error, with its label and hint, has no axe violations', async () => {
    const { container } = render(
      <FormGroup error>
        <Label htmlFor="nhs">NHS number</Label>
        <Hint id="nhs-hint">This is a 10 digit number</Hint>
        <input id="nhs" aria-describedby="nhs-hint" />
      </FormGroup>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
