import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, TextInput } from '@nhsl/ui';
import type { SecurityCodeForm } from './formSchemas.ts';

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
      <SecurityCodeField control={control} label={label} hint={hint} error={error} />
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

/** Props of {@link SecurityCodeField}. */
export interface SecurityCodeFieldProps<T extends FieldValues & { code: string }> {
  /** The form's control (useJourneyForm); its `code` field is bound. */
  control: Control<T>;
  /** The field's label and hint. */
  label: string;
  hint: string;
  /** The inline error message. */
  error?: string;
}

/**
 * A six-digit security code field bound to a form's `code` field: offered to the browser as a
 * one-time code on the numeric keyboard, no spell checking or capitals; what was typed stays
 * through an error. The sign-in code pages (via {@link SecurityCodeFields}) and registration's
 * email and mobile code pages use it. The code is never stored. spec 000 §4; issue 15.
 */
export function SecurityCodeField<T extends FieldValues & { code: string }>({
  control,
  label,
  hint,
  error,
}: SecurityCodeFieldProps<T>) {
  return (
    <Controller
      name={'code' as Path<T>}
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
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error}
        />
      )}
    />
  );
}
