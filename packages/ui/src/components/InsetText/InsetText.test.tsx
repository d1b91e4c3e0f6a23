import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { InsetText } from './InsetText.tsx';

describe('InsetText', () => {
  it('reads the hidden prefix before the text', async () => {
    const { container } = render(<InsetText hiddenPrefix="Information:">Codes expire after 15 minutes.</InsetText>);
    expect(container).toHaveTextContent(/^Information:\s*Codes expire after 15 minutes\.$/);
    expect(await axe(container)).toHaveNoViolations();
  });
});
