import { Controller, type Control } from 'react-hook-form';
import { Checkbox, TextInput } from '@nhsl/ui';
import type { SecurityCodeForm } from '../schemas.ts';

/** Props of {@link SecurityCodeFields}. */
export interface SecurityCodeFieldsProps {
  /** The security-code form's control (useJourneyForm). */
  control: Control<SecurityCodeForm>;
  /** The code field's label and hint. */
  label: string;
  hint: string;
  /** The remember-device checkbox's label and its explainer. */
  rememberLabel: string;
  rememberHint: string;
  /** The code field's inline error message. */
  error?: string;
}

/**
 * The fields of both security-code pages (text and landline call): the six-digit code, offered
 * to the browser as a one-time code on the numeric keyboard, and the remember-device checkbox.
 * The code is never stored. spec 000 §4 "Security code (mobile)", "Security code (landline)".
 */
export function SecurityCodeFields({
  control,
  label,
  hint,
  rememberLabel,
  rememberHint,
  error,
}: SecurityCodeFieldsProps) {
  return (
    <>
      <Controller
        name="code"
        control={control}
        render={({ field }) => (
          <TextInput
            label={label}
            hint={hint}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            autoCapitalize="none"
            width={10}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error}
          />
        )}
      />
      <Controller
        name="rememberDevice"
        control={control}
        render={({ field }) => (
          <Checkbox
            name="rememberDevice"
            label={rememberLabel}
            hint={rememberHint}
            checked={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
          />
        )}
      />
    </>
  );
}
