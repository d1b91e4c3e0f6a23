import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { MaskedNumber, visibleEnd } from './MaskedNumber.tsx';

describe('MaskedNumber', () => {
  it('hides the asterisks from screen readers and gives them the spoken text', async () => {
    const { container } = render(
      <p>
        We sent a code to <MaskedNumber value="*******0123" spokenText="mobile number ending in 0123" />.
      </p>,
    );
    expect(screen.getByText('*******0123')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('mobile number ending in 0123')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says the sentence's trailing punctuation with the number, not on a line of its own (issue 54)", () => {
    render(
      <p>
        We sent a code to <MaskedNumber value="*******0123" spokenText="mobile number ending in 0123" trailing="." />
      </p>,
    );
    expect(screen.getByText('mobile number ending in 0123.')).toBeInTheDocument();
    expect(screen.getByText('.')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'We sent a code to *******0123. mobile number ending in 0123.',
    );
  });

  it.each([
    ['*******0123', '0123'],
    ['*****  567890', '567890'],
    ['xxxxxxx4567', '4567'],
    ['********', ''],
  ])('visibleEnd(%j) is %j', (value, end) => {
    expect(visibleEnd(value)).toBe(end);
  });
});
