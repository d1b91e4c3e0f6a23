import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { InsetText } from './InsetText.tsx';

/** An element's text with its whitespace collapsed, as a reader meets it (vitest 5's own toHaveTextContent takes no pattern). */
const textOf = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('InsetText', () => {
  it('reads the hidden prefix before the text', async () => {
    const { container } = render(<InsetText hiddenPrefix="Information:">Codes expire after 15 minutes.</InsetText>);
    expect(textOf(container)).toMatch(/^Information:\s*Codes expire after 15 minutes\.$/);
    expect(await axe(container)).toHaveNoViolations();
  });
});
