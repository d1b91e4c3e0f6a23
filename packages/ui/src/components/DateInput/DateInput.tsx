import { styled } from 'styled-components';
import { fontSize, focusInput, theme } from '../../theme/theme.ts';
import { useLabels } from '../../labels/Labels.tsx';
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.tsx';
import { Fieldset } from '../Fieldset/Fieldset.tsx';
import { FormGroup, Hint } from '../FormGroup/FormGroup.tsx';

/** The three parts of a date as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** A part of a date. */
export type DatePart = keyof DateParts;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]}px;
`;
const Item = styled.div`
  & label {
    display: block;
    margin-bottom: ${theme.space[1]}px;
    ${fontSize(19)}
  }
`;
const Input = styled.input<{ $error: boolean; $chars: number }>`
  display: block;
  width: ${(p) => p.$chars * 1.1 + 1.5}em;
  height: 40px;
  padding: 4px 8px;
  border: ${(p) => (p.$error ? theme.borderWidth.formError : theme.borderWidth.form)}px solid
    ${(p) => (p.$error ? theme.colour.error : theme.colour.formBorder)};
  border-radius: 0;
  font-family: inherit;
  ${fontSize(19)}
  &:focus {
    ${focusInput}
    border-color: ${theme.colour.focusText};
  }
`;

/** Props of {@link DateInput}. */
export interface DateInputProps {
  /** The question, e.g. "What is your date of birth?". */
  legend: string;
  /** Renders the legend as the page heading. */
  legendAsHeading?: boolean;
  /** Base name: the parts get ids `<name>-day`, `<name>-month`, `<name>-year`. */
  name: string;
  /** Hint, e.g. "For example, 15 3 1984". */
  hint?: string;
  /** Current parts (controlled). */
  value: DateParts;
  /** Called with the new parts on every change. */
  onChange: (value: DateParts) => void;
  /** Inline error message. */
  error?: string;
  /** Which parts are in error (all three when omitted and `error` is set). */
  errorParts?: readonly DatePart[];
  /** Labels of the parts (default: the labels' `dateParts`, e.g. Day, Month, Year). */
  labels?: Record<DatePart, string>;
}

/**
 * A date typed as day, month and year in one fieldset (NHS.UK DateInput). Each part is flagged
 * on error; numeric keyboards on mobile; `bday-*` autocomplete for dates of birth.
 */
export function DateInput({
  legend,
  legendAsHeading,
  name,
  hint,
  value,
  onChange,
  error,
  errorParts,
  labels: partLabels,
}: DateInputProps) {
  const defaults = useLabels().dateParts;
  const labels = partLabels ?? defaults;
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const flagged = new Set<DatePart>(error ? (errorParts ?? ['day', 'month', 'year']) : []);
  const parts: { part: DatePart; chars: number; autoComplete: string }[] = [
    { part: 'day', chars: 2, autoComplete: 'bday-day' },
    { part: 'month', chars: 2, autoComplete: 'bday-month' },
    { part: 'year', chars: 4, autoComplete: 'bday-year' },
  ];
  return (
    <FormGroup error={Boolean(error)}>
      <Fieldset
        legend={legend}
        legendAsHeading={legendAsHeading}
        describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
        <Row>
          {parts.map(({ part, chars, autoComplete }) => (
            <Item key={part}>
              <label htmlFor={`${name}-${part}`}>{labels[part]}</label>
              <Input
                id={`${name}-${part}`}
                name={`${name}-${part}`}
                inputMode="numeric"
                autoComplete={autoComplete}
                spellCheck={false}
                value={value[part]}
                aria-invalid={flagged.has(part) || undefined}
                onChange={(e) => onChange({ ...value, [part]: e.target.value })}
                $error={flagged.has(part)}
                $chars={chars}
              />
            </Item>
          ))}
        </Row>
      </Fieldset>
    </FormGroup>
  );
}
