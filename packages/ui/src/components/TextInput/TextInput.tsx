import { useRef, type Ref, type HTMLAttributes } from 'react';
import { useTextField } from 'react-aria';
import { styled } from 'styled-components';
import { fontSize, focusInput, theme } from '../../theme/theme.ts';
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.tsx';
import { FormGroup, Hint, Label } from '../FormGroup/FormGroup.tsx';

/** Fixed widths of a text input, in characters; "full" fills the column. */
export type TextInputWidth = 'full' | 2 | 3 | 4 | 5 | 10 | 20 | 30;

/** The h1 around a label that is the page's heading (a styled rule, not a style attribute: strict CSP). */
const LabelHeading = styled.h1`
  margin: 0;
`;

const Input = styled.input<{ $error: boolean; $width: TextInputWidth }>`
  display: block;
  width: 100%;
  max-width: ${(p) => (p.$width === 'full' ? '100%' : `${p.$width * 1.1 + 1.5}em`)};
  height: 40px;
  margin: 0;
  padding: 4px 8px;
  border: ${(p) => (p.$error ? theme.borderWidth.formError : theme.borderWidth.form)}px solid
    ${(p) => (p.$error ? theme.colour.error : theme.colour.formBorder)};
  border-radius: 0;
  background-color: ${theme.colour.white};
  color: ${theme.colour.text};
  font-family: inherit;
  ${fontSize(19)}
  -webkit-appearance: none;
  appearance: none;
  &:focus {
    ${focusInput}
    border-color: ${theme.colour.focusText};
  }
`;

/** Props of {@link TextInput}. */
export interface TextInputProps {
  /** The field's label. */
  label: string;
  /** Shows the label as the page heading (large, bold); wrap it in an h1 yourself with `labelAsHeading`. */
  labelAsHeading?: boolean;
  /** Hint text under the label. */
  hint?: string;
  /** Inline error message; when set the field is marked invalid. */
  error?: string;
  /** Field name and id (the error summary links to `#id`). */
  name: string;
  /** Element id; defaults to `name`. */
  id?: string;
  /** Current value (controlled). */
  value?: string;
  /** Called with the new value on every change. */
  onChange?: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** Ref to the input element, so a form library can focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Input type (default "text"). */
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  /** The autocomplete token, e.g. "email", "current-password", "one-time-code". */
  autoComplete?: string;
  /** The virtual keyboard to show, e.g. "email", "numeric". */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Spell checking; off for emails, codes and names. */
  spellCheck?: boolean;
  /** Auto-capitalisation on mobile keyboards ("none" for emails and codes). */
  autoCapitalize?: string;
  /** Width in characters, or "full" (default). */
  width?: TextInputWidth;
  /** Disables the field. */
  disabled?: boolean;
  /** Pattern attribute (a hint to mobile keyboards only; validation is done by the form). */
  pattern?: string;
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (el: T | null) => {
    for (const r of refs) {
      if (typeof r === 'function') r(el);
      else if (r && typeof r === 'object') (r as { current: T | null }).current = el;
    }
  };
}

/**
 * A single-line text field with label, hint and inline error (NHS.UK TextInput). Label, hint
 * and error are wired to the input by react-aria's useTextField (aria-describedby,
 * aria-invalid).
 */
export function TextInput(props: TextInputProps) {
  const {
    label,
    labelAsHeading,
    hint,
    error,
    name,
    id = name,
    value,
    onChange,
    onBlur,
    inputRef,
    type = 'text',
    autoComplete,
    inputMode,
    spellCheck,
    autoCapitalize,
    width = 'full',
    disabled,
    pattern,
  } = props;
  const ref = useRef<HTMLInputElement>(null);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      description: hint,
      errorMessage: error,
      isInvalid: Boolean(error),
      id,
      name,
      value,
      onChange,
      onBlur: onBlur ? () => onBlur() : undefined,
      type,
      autoComplete,
      inputMode,
      isDisabled: disabled,
      pattern,
      validationBehavior: 'aria',
    },
    ref,
  );
  const labelNode = (
    <Label {...labelProps} $size={labelAsHeading ? 'l' : 'default'}>
      {label}
    </Label>
  );
  return (
    <FormGroup error={Boolean(error)}>
      {labelAsHeading ? <LabelHeading>{labelNode}</LabelHeading> : labelNode}
      {hint ? <Hint {...descriptionProps}>{hint}</Hint> : null}
      {error ? <ErrorMessage {...errorMessageProps}>{error}</ErrorMessage> : null}
      <Input
        {...inputProps}
        ref={mergeRefs(ref, inputRef)}
        spellCheck={spellCheck}
        autoCapitalize={autoCapitalize}
        $error={Boolean(error)}
        $width={width}
      />
    </FormGroup>
  );
}
