import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner, type CookieBannerProps } from './CookieBanner.tsx';

const props: CookieBannerProps = {
  label: 'Cookies on NHS login',
  heading: 'Cookies on NHS login',
  body: ['We use some essential cookies to make this service work.'],
  acceptText: "I'm OK with analytics cookies",
  rejectText: 'Do not use analytics cookies',
  onAccept: vi.fn(),
  onReject: vi.fn(),
};

describe('CookieBanner', () => {
  it('offers accept and reject as equal buttons in a named region', async () => {
    const onReject = vi.fn();
    const { container } = render(<CookieBanner {...props} onReject={onReject} />);
    expect(screen.getByRole('region', { name: 'Cookies on NHS login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Do not use analytics cookies' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves focus to the confirmation after a choice and, when hidden, to the main content', async () => {
    const onHide = vi.fn();
    render(
      <>
        <CookieBanner
          {...props}
          confirmation="You have rejected analytics cookies."
          hideText="Hide cookie message"
          onHide={onHide}
        />
        <main id="maincontent" tabIndex={-1} />
      </>,
    );
    // Issue 54: the confirmation is an alert and takes focus, as in GOV.UK's cookie banner.
    expect(screen.getByRole('alert')).toHaveTextContent('You have rejected analytics cookies.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.queryByRole('button', { name: props.acceptText })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
