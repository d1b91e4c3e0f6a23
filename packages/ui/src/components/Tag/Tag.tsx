import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

/** Colours of a {@link Tag}; each pair meets WCAG AA contrast. */
export type TagColour = 'blue' | 'green' | 'grey' | 'red' | 'yellow';

const colours: Record<TagColour, { bg: string; fg: string; border: string }> = {
  blue: { bg: theme.colour.paleBlue, fg: theme.colour.darkBlue, border: theme.colour.blue },
  green: { bg: theme.colour.paleGreen, fg: theme.colour.darkGreen, border: theme.colour.green },
  grey: { bg: theme.colour.grey5, fg: theme.colour.text, border: theme.colour.grey1 },
  red: { bg: theme.colour.paleRed, fg: theme.colour.darkRed, border: theme.colour.red },
  yellow: { bg: theme.colour.paleYellow, fg: theme.colour.text, border: theme.colour.warmYellow },
};

const Strong = styled.strong<{ $colour: TagColour }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid ${(p) => colours[p.$colour].border};
  background-color: ${(p) => colours[p.$colour].bg};
  color: ${(p) => colours[p.$colour].fg};
  font-weight: ${theme.font.weightBold};
  ${fontSize(16)}
`;

/** Props of {@link Tag}. */
export interface TagProps {
  /** The status text, e.g. "Completed". */
  children: ReactNode;
  /** Colour (default blue). The text itself must carry the meaning, not the colour. */
  colour?: TagColour;
}

/** A short status label (NHS.UK Tag). */
export function Tag({ children, colour = 'blue' }: TagProps) {
  return <Strong $colour={colour}>{children}</Strong>;
}
