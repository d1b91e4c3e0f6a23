import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { BackLink } from './BackLink.tsx';

describe('BackLink', () => {
  it('is a link called "Back" by default when given an address', async () => {
    const { container } = render(<BackLink href="/enter-email" />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/enter-email');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a button that calls onBack when it has no address', async () => {
    const onBack = vi.fn();
    render(<BackLink onBack={onBack}>Back to log in</BackLink>);
    await userEvent.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
