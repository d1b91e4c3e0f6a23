import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a polite status region whose label arrives after it is rendered (so it is announced)', async () => {
    const { container } = render(<Spinner label="Loading, please wait" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('Loading, please wait')).toBeInTheDocument();
    expect(status).toHaveTextContent('Loading, please wait');
    expect(await axe(container)).toHaveNoViolations();
  });
});
