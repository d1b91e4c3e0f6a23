import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout.tsx';

describe('PageLayout', () => {
  it('is the single main landmark, focusable by script, with content before it outside main', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(
      <PageLayout ref={ref} beforeMain={<a href="/back">Back</a>}>
        <h1>Enter your email address</h1>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'maincontent');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).not.toContainElement(screen.getByRole('link', { name: 'Back' }));
    ref.current!.focus();
    expect(main).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});
