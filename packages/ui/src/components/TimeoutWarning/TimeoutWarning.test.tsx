import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeoutWarning, announcedSeconds } from './TimeoutWarning.tsx';

const props = {
  heading: 'You will be logged out soon',
  countdown: (s: number) => `Logged out in ${s} seconds.`,
  body: 'You can have more time.',
  continueText: 'Stay logged in',
  signOutText: 'Log out',
};

describe('TimeoutWarning', () => {
  it('announces the time left at most once a minute, then at 20 seconds', () => {
    expect([150, 120, 119, 61, 60, 21, 20, 3].map(announcedSeconds)).toEqual([180, 120, 120, 120, 60, 60, 20, 20]);
  });

  it('is a modal alert dialog that takes focus, ignores Escape and gives focus back when it closes', async () => {
    const onContinue = vi.fn();
    const { rerender } = render(
      <>
        <input aria-label="Name" />
        <TimeoutWarning {...props} isOpen={false} secondsLeft={120} onContinue={onContinue} onSignOut={vi.fn()} />
      </>,
    );
    const field = screen.getByLabelText('Name');
    field.focus();
    const open = (isOpen: boolean) =>
      rerender(
        <>
          <input aria-label="Name" />
          <TimeoutWarning {...props} isOpen={isOpen} secondsLeft={95} onContinue={onContinue} onSignOut={vi.fn()} />
        </>,
      );
    open(true);
    const dialog = screen.getByRole('alertdialog', { name: 'You will be logged out soon' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveAccessibleDescription('Logged out in 120 seconds.');
    expect(screen.getByText('Logged out in 95 seconds.')).toHaveAttribute('aria-hidden', 'true');
    // Issue 54: the live region is silent on opening (the description says the time once).
    expect(screen.getByTestId('timeout-warning-announcement')).toBeEmptyDOMElement();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    open(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('says a new minute once, from the live region, and keeps its description as it opened (issue 54)', () => {
    const at = (secondsLeft: number) => (
      <TimeoutWarning {...props} isOpen secondsLeft={secondsLeft} onContinue={vi.fn()} onSignOut={vi.fn()} />
    );
    const { rerender } = render(at(119));
    const dialog = screen.getByRole('alertdialog');
    const live = screen.getByTestId('timeout-warning-announcement');
    rerender(at(61));
    expect(live).toBeEmptyDOMElement();
    rerender(at(60));
    expect(live).toHaveTextContent('Logged out in 60 seconds.');
    expect(dialog).toHaveAccessibleDescription('Logged out in 120 seconds.');
  });
});
