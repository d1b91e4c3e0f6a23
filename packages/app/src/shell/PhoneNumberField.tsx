import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from '@nhsl/ui';

/** Props of {@link PhoneNumberField}. */
export interface PhoneNumberFieldProps<T extends FieldValues> {
  /** The form's control (useJourneyForm). */
  control: Control<T>;
  /** The field's name (and id, which the error summary links to). */
  name: Path<T>;
  /** Label text. */
  label: string;
  /** Hint text (an example number). */
  hint?: string;
  /** The inline error message. */
  error?: string;
}

/**
 * A phone number field of a journey form: a TextInput of type tel with the phone keyboard and the
 * `tel` autocomplete token, no spell checking, bound to react-hook-form, which keeps what was
 * typed through an error. The rule (UK mobile or landline) is the form's. Issue 15 "Recovery".
 */
export function PhoneNumberField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: PhoneNumberFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextInput
          label={label}
          hint={hint}
          name={name}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          spellCheck={false}
          width={20}
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
