import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

/** Colours of a {@link Tag}; each pair meets WCAG AA contrast. */
export type TagColour = 'blue' | 'green' | 'grey' | 'red' | 'yellow';

const colours: Record<TagColour, { bg: string; fg: string; border: string }> = {
  blue: { bg: '#e8f1f8', fg: '#003087', border: '#005eb8' },
  green: { bg: '#e6f2ec', fg: '#00401e', border: '#007f3b' },
  grey: { bg: '#f0f4f5', fg: '#212b32', border: '#4c6272' },
  red: { bg: '#fbeae8', fg: '#6b140e', border: '#d5281b' },
  yellow: { bg: '#fff9c4', fg: '#212b32', border: '#ffb81c' },
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
