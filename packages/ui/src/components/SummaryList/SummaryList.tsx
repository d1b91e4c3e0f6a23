import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';
import { useLinkComponent } from '../Link/LinkContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const DL = styled.dl`
  margin: 0 0 ${theme.space[5]}px;
  ${fontSize(19)}
  ${tabletUp} {
    display: table;
    width: 100%;
    table-layout: fixed;
  }
`;
const Row = styled.div`
  margin-bottom: ${theme.space[3]}px;
  border-bottom: 1px solid ${theme.colour.border};
  ${tabletUp} {
    display: table-row;
    margin-bottom: 0;
  }
  & > dt,
  & > dd {
    margin: 0;
    overflow-wrap: break-word;
    ${tabletUp} {
      display: table-cell;
      padding-block: ${theme.space[2]}px;
      padding-inline: 0 ${theme.space[4]}px;
      border-bottom: 1px solid ${theme.colour.border};
    }
  }
  & > dt {
    font-weight: ${theme.font.weightBold};
    ${tabletUp} {
      width: 30%;
    }
  }
  & > dd.actions {
    padding-bottom: ${theme.space[2]}px;
    ${tabletUp} {
      width: 20%;
      padding-inline-end: 0;
      text-align: end;
    }
  }
`;

/** One row of a {@link SummaryList}. */
export interface SummaryListRow {
  /** The row's key, e.g. "Date of birth". */
  key: string;
  /** The value, e.g. "1 March 1990". */
  value: ReactNode;
  /** A Change link: its visible text (e.g. "Change") and where it goes. */
  action?: { text: string; href: string };
}

/** Props of {@link SummaryList}. */
export interface SummaryListProps {
  /** The rows. */
  rows: readonly SummaryListRow[];
}

/**
 * Key–value pairs the user checks before submitting, each with an optional Change link whose
 * visually hidden text names the row ("Change date of birth") (NHS.UK SummaryList).
 */
export function SummaryList({ rows }: SummaryListProps) {
  const Anchor = useLinkComponent();
  return (
    <DL>
      {rows.map((r) => (
        <Row key={r.key}>
          <dt>{r.key}</dt>
          <dd>{r.value}</dd>
          {r.action ? (
            <dd className="actions">
              <Anchor href={r.action.href}>
                {r.action.text}
                <VisuallyHidden> {r.key.toLowerCase()}</VisuallyHidden>
              </Anchor>
            </dd>
          ) : null}
        </Row>
      ))}
    </DL>
  );
}
