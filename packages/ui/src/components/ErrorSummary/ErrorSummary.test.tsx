import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './ErrorSummary.tsx';
import { LabelsProvider, type UiLabels } from '../../labels/Labels.tsx';

/** The labels the server render needs (the dom setup gives the others the app's). */
const labels: UiLabels = {
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  back: 'Back',
  showPassword: 'Show',
  hidePassword: 'Hide',
  passwordShown: 'Your password is visible',
  passwordHidden: 'Your password is hidden',
  dateParts: { day: 'Day', month: 'Month', year: 'Year' },
};

describe('ErrorSummary', () => {
  it('is titled "There is a problem", takes focus and links move focus to the field', async () => {
    const { container } = render(
      <>
        <ErrorSummary errors={[{ message: 'Enter your email address', fieldId: 'email' }]} />
        <label htmlFor="email">Email address</label>
        <input id="email" />
      </>,
    );
    const summary = screen.getByTestId('error-summary');
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    expect(summary).toHaveFocus();
    // GOV.UK Frontend issue 2677: the alert is a child of the focused element. Issue 54: the
    // focused element is a group named by the title, never an unnamed "clickable".
    expect(summary).toBe(screen.getByRole('group', { name: 'There is a problem' }));
    expect(summary.contains(screen.getByRole('alert'))).toBe(true);
    // jsdom has no layout, so scrolling is recorded rather than performed.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    await userEvent.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(scrolled).toEqual([screen.getByText('Email address')]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a description and can leave focus where it is', () => {
    render(
      <ErrorSummary
        errors={[{ message: 'Enter your email address', fieldId: 'email' }]}
        description="Check your answers."
        disableAutoFocus
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check your answers.');
    expect(screen.getByTestId('error-summary')).not.toHaveFocus();
  });

  it('is rendered afresh and focused again on every submit, its text unchanged (issue 54)', async () => {
    const errors = [{ message: 'Enter your email address', fieldId: 'email' }];
    const { rerender } = render(
      <>
        <ErrorSummary errors={errors} focusKey={1} />
        <button type="submit">Continue</button>
      </>,
    );
    const first = screen.getByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    rerender(
      <>
        <ErrorSummary errors={errors} focusKey={2} />
        <button type="submit">Continue</button>
      </>,
    );
    // A new alert (a screen reader reads an inserted alert; a changed one with the same text, not).
    const second = screen.getByRole('alert');
    expect(second).not.toBe(first);
    expect(second).toHaveTextContent('There is a problemEnter your email address');
    expect(screen.getByTestId('error-summary')).toHaveFocus();
  });

  it('rendered on the server, takes focus as the page loads, unless told not to (issue 54)', () => {
    const errors = [{ message: 'Enter your email address', fieldId: 'email' }];
    const html = (disableAutoFocus: boolean) =>
      renderToString(
        <LabelsProvider labels={labels}>
          <ErrorSummary errors={errors} disableAutoFocus={disableAutoFocus} />
        </LabelsProvider>,
      );
    expect(html(false)).toMatch(/^<div[^>]* autofocus=""/);
    expect(html(true)).not.toContain('autofocus');
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
