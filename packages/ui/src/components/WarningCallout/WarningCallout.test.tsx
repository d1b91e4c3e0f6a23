import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { WarningCallout } from './WarningCallout.tsx';

/** An element's text with its whitespace collapsed, as a reader meets it (vitest 5's own toHaveTextContent takes no pattern). */
const textOf = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('WarningCallout', () => {
  it('reads the hidden prefix as part of its heading', async () => {
    const { container } = render(
      <WarningCallout heading="Important" hiddenPrefix="Warning:" headingLevel={3}>
        Your existing account will be deleted.
      </WarningCallout>,
    );
    expect(textOf(screen.getByRole('heading', { level: 3 }))).toMatch(/^Warning:\s*Important$/);
    expect(screen.getByText('Your existing account will be deleted.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
