import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Details } from './Details.tsx';

describe('Details', () => {
  it('is a native details element, closed unless asked to start open', async () => {
    const { container, rerender } = render(<Details summary="Not received a text?">Texts can take a while.</Details>);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('Not received a text?').closest('summary')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    rerender(
      <Details summary="Not received a text?" open>
        Texts can take a while.
      </Details>,
    );
    expect(container.querySelector('details')).toHaveAttribute('open');
  });
});
