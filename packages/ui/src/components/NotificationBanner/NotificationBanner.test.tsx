import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { NotificationBanner } from './NotificationBanner.tsx';

describe('NotificationBanner', () => {
  it('success takes focus as a region named by its title, with its message in an alert (issue 54)', async () => {
    const { container } = render(
      <NotificationBanner title="Success" type="success">
        You have been sent a new security code.
      </NotificationBanner>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You have been sent a new security code.');
    // Focus on the region, not on the alert, so that the message is said once.
    const region = screen.getByRole('region', { name: 'Success' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(alert);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('information is a region named by its title and does not take focus', () => {
    render(<NotificationBanner title="Important">Confirm your email address.</NotificationBanner>);
    const region = screen.getByRole('region', { name: 'Important' });
    expect(region).not.toHaveFocus();
  });
});
