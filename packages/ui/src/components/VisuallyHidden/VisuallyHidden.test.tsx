import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree (it adds to a link name) while clipped from view', () => {
    render(
      <a href="/enter-email">
        Change<VisuallyHidden> email address</VisuallyHidden>
      </a>,
    );
    // jsdom's name computation drops the space before visually hidden text; Chromium keeps it (see the stories).
    expect(screen.getByRole('link', { name: /^Change ?email address$/ })).toBeInTheDocument();
    const hidden = screen.getByText('email address');
    const style = getComputedStyle(hidden);
    expect(style.display).not.toBe('none');
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
  });
});
