import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { NotificationBanner } from './NotificationBanner.tsx';

describe('NotificationBanner', () => {
  it('success is an alert that takes focus', async () => {
    const { container } = render(
      <NotificationBanner title="Success" type="success">
        You have been sent a new security code.
      </NotificationBanner>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You have been sent a new security code.');
    expect(alert).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('information is a region named by its title and does not take focus', () => {
    render(<NotificationBanner title="Important">Confirm your email address.</NotificationBanner>);
    const region = screen.getByRole('region', { name: 'Important' });
    expect(region).not.toHaveFocus();
  });
});
