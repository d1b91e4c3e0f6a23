import { useRef, useState, type Ref } from 'react';
import { useTextField } from 'react-aria';
import { styled } from 'styled-components';
import { fontSize, focusInput, focusOutlineForcedColours, theme } from '../../theme/theme.ts';
import { useLabels } from '../../labels/Labels.tsx';
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.tsx';
import { FormGroup, Hint, Label } from '../FormGroup/FormGroup.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const Row = styled.div`
  display: flex;
  gap: ${theme.space[2]}px;
  align-items: stretch;
`;
const Input = styled.input<{ $error: boolean }>`
  flex: 1;
  min-width: 0;
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
const Toggle = styled.button`
  min-width: 72px;
  min-height: 40px;
  padding: 0 ${theme.space[3]}px;
  border: 2px solid ${theme.colour.blue};
  border-radius: 4px;
  background: ${theme.colour.white};
  color: ${theme.colour.blue};
  font-family: inherit;
  font-weight: ${theme.font.weightBold};
  ${fontSize(16)}
  cursor: pointer;
  &:focus-visible {
    ${focusOutlineForcedColours}
    background: ${theme.colour.focus};
    color: ${theme.colour.focusText};
    border-color: ${theme.colour.focusText};
  }
`;

/** Props of {@link PasswordInput}. */
export interface PasswordInputProps {
  /** The label, e.g. "Password". */
  label: string;
  /** Field name and id. */
  name: string;
  /** Hint under the label. */
  hint?: string;
  /** Inline error message. */
  error?: string;
  /** Current value (controlled). */
  value?: string;
  /** Called with the new value. */
  onChange?: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** Ref to the input. */
  inputRef?: Ref<HTMLInputElement>;
  /** "current-password" (default) or "new-password". */
  autoComplete?: 'current-password' | 'new-password';
  /** Word of the toggle while the password is hidden (default: the labels' `showPassword`); the field's label is added for screen readers. */
  showText?: string;
  /** Word of the toggle while the password is shown (default: the labels' `hidePassword`). */
  hideText?: string;
  /** Announced politely when the password is shown (default: the labels' `passwordShown`). */
  shownAnnouncement?: string;
  /** Announced politely when the password is hidden again (default: the labels' `passwordHidden`). */
  hiddenAnnouncement?: string;
}

/**
 * A password field with a Show / Hide button (GOV.UK password input). The button says what it
 * will do and controls the field; a polite live region tells screen-reader users the state.
 * The value is never stored by the component beyond React state.
 */
export function PasswordInput({
  label,
  name,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  autoComplete = 'current-password',
  showText: showProp,
  hideText: hideProp,
  shownAnnouncement: shownProp,
  hiddenAnnouncement: hiddenProp,
}: PasswordInputProps) {
  const labels = useLabels();
  const showText = showProp ?? labels.showPassword;
  const hideText = hideProp ?? labels.hidePassword;
  const shownAnnouncement = shownProp ?? labels.passwordShown;
  const hiddenAnnouncement = hiddenProp ?? labels.passwordHidden;
  const [visible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const ref = useRef<HTMLInputElement | null>(null);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      description: hint,
      errorMessage: error,
      isInvalid: Boolean(error),
      id: name,
      name,
      value,
      onChange,
      onBlur: onBlur ? () => onBlur() : undefined,
      type: visible ? 'text' : 'password',
      autoComplete,
      validationBehavior: 'aria',
    },
    ref,
  );
  return (
    <FormGroup error={Boolean(error)}>
      <Label {...labelProps}>{label}</Label>
      {hint ? <Hint {...descriptionProps}>{hint}</Hint> : null}
      {error ? <ErrorMessage {...errorMessageProps}>{error}</ErrorMessage> : null}
      <Row>
        <Input
          {...inputProps}
          spellCheck={false}
          autoCapitalize="none"
          ref={(el) => {
            ref.current = el;
            if (typeof inputRef === 'function') inputRef(el);
            else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
          }}
          $error={Boolean(error)}
        />
        <Toggle
          type="button"
          aria-controls={name}
          onClick={() => {
            setVisible((v) => !v);
            setAnnouncement(visible ? hiddenAnnouncement : shownAnnouncement);
          }}
        >
          {visible ? hideText : showText}
          <VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
        </Toggle>
      </Row>
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
    </FormGroup>
  );
}
