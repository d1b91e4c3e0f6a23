import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Fieldset } from './Fieldset.tsx';

describe('Fieldset', () => {
  it('names the group by its legend', async () => {
    const { container } = render(
      <Fieldset legend="What is your address?">
        <label htmlFor="line1">Address line 1</label>
        <input id="line1" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'What is your address?' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts an h1 inside the legend when the question is the page heading', () => {
    render(
      <Fieldset legend="What is your date of birth?" legendAsHeading>
        <input aria-label="Day" />
      </Fieldset>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'What is your date of birth?' });
    expect(heading.closest('legend')).not.toBeNull();
  });
});
