import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, focusInput, theme, tabletUp } from '../../theme/theme.ts';
import { useLabels } from '../../labels/Labels.tsx';

const Box = styled.div`
  margin-bottom: ${theme.space[5]}px;
  padding: ${theme.space[3]}px;
  border: ${theme.borderWidth.focus}px solid ${theme.colour.error};
  background-color: ${theme.colour.white};
  ${tabletUp} {
    padding: ${theme.space[4]}px;
  }
  &:focus {
    ${focusInput}
    outline-offset: 0;
    box-shadow: none;
    border-color: ${theme.colour.focusText};
  }
`;
const Title = styled.h2`
  margin: 0 0 ${theme.space[3]}px;
  font-weight: ${theme.font.weightBold};
  ${fontSize(26)}
`;
const Description = styled.div`
  margin: 0 0 ${theme.space[3]}px;
  ${fontSize(19)}
  & > p {
    margin: 0 0 ${theme.space[3]}px;
  }
`;
const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    margin-bottom: ${theme.space[2]}px;
    ${fontSize(19)}
  }
  & li:last-child {
    margin-bottom: 0;
  }
  & a,
  & a:visited {
    color: ${theme.colour.error};
    font-weight: ${theme.font.weightBold};
  }
  & a:focus-visible {
    color: ${theme.colour.focusText};
  }
`;

/** One problem listed in the {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  /** The message (the summary wording, which may differ from the inline message). */
  message: string;
  /** Id of the field in error; the entry links to `#fieldId` and focuses that field. */
  fieldId: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The problems to list, in the order of the fields on the page. */
  errors: ErrorSummaryItem[];
  /** Title (default: the labels' `errorSummaryTitle`, e.g. "There is a problem"). */
  title?: string;
  /**
   * Changes whenever the form is submitted with errors, so focus moves to the summary again
   * (pass a submit counter). Focus also moves on first appearance.
   */
  focusKey?: number | string;
  /** Optional text under the title, before the list (as the nhsuk-frontend macro's description). */
  description?: ReactNode;
  /**
   * Turns off moving focus to the summary when it appears (as nhsuk-frontend's
   * `disableAutoFocus`), for a summary shown on a page's first load where focus must stay at the
   * top of the document. Default false.
   */
  disableAutoFocus?: boolean;
}

function focusField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Scroll so the label (or legend of a fieldset) is visible above the field, then focus.
  const legend = field.closest('fieldset')?.querySelector('legend');
  const label = legend ?? document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The list of problems at the top of a page after a form is submitted with errors (NHS.UK
 * ErrorSummary). It receives focus when it appears (unless `disableAutoFocus`), and each entry
 * moves focus to its field with the field's label scrolled into view. As in GOV.UK Frontend
 * (alphagov/govuk-frontend#2677) and nhsuk-frontend, `role="alert"` is on a child container, not
 * on the element that takes focus, so focus and the alert do not race (issue 25).
 *
 * What a screen-reader user hears (issue 54):
 * - Every submit with errors renders the summary afresh (a new `focusKey` remounts it) and moves
 *   focus to it, so its alert is inserted again and read again, even when its text has not
 *   changed (before, a second submit said only "clickable").
 * - The focused element is a group named by its title (`aria-labelledby`), never an unnamed
 *   "clickable".
 * - Rendered on the server (a form posted without script), it carries `autofocus`, so the browser
 *   moves focus to it as the page loads, as GOV.UK's script does (before, focus stayed on the body).
 */
export function ErrorSummary({
  errors,
  title: titleProp,
  focusKey,
  description,
  disableAutoFocus = false,
}: ErrorSummaryProps) {
  const labels = useLabels();
  const title = titleProp ?? labels.errorSummaryTitle;
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0;
  useEffect(() => {
    if (visible && !disableAutoFocus) ref.current?.focus();
  }, [visible, focusKey, disableAutoFocus]);
  if (!visible) return null;
  return (
    <Box
      key={focusKey}
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      // Server-rendered only (React sets no `autofocus` on a div it makes in the browser, where the
      // effect above moves focus): the page answered to a post without script focuses the summary.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's error summary takes focus on load
      autoFocus={!disableAutoFocus}
      data-testid="error-summary"
    >
      <div role="alert">
        <Title id={titleId}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        <Items>
          {errors.map((e) => (
            <li key={e.fieldId + e.message}>
              <a
                href={`#${e.fieldId}`}
                onClick={(ev) => {
                  ev.preventDefault();
                  focusField(e.fieldId);
                }}
              >
                {e.message}
              </a>
            </li>
          ))}
        </Items>
      </div>
    </Box>
  );
}
