import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from '@nhsl/ui';

/** Props of {@link EmailField}. */
export interface EmailFieldProps<T extends FieldValues> {
  /** The form's control (useJourneyForm). */
  control: Control<T>;
  /** The field's name (default "email"). */
  name?: Path<T>;
  /** Label text. */
  label: string;
  /** Hint text. */
  hint?: string;
  /** The label is the page's h1 (enter-email). */
  labelAsHeading?: boolean;
  /** The autocomplete token (default "email"; "username" beside a password, "email webauthn" for passkeys). */
  autoComplete?: string;
  /** The inline error message. */
  error?: string;
}

/**
 * An email address field of a journey form: a TextInput of type email with the email keyboard,
 * no spell checking or auto-capitals, bound to react-hook-form. spec 000 §5 "Email".
 */
export function EmailField<T extends FieldValues>({
  control,
  name = 'email' as Path<T>,
  label,
  hint,
  labelAsHeading,
  autoComplete = 'email',
  error,
}: EmailFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextInput
          label={label}
          labelAsHeading={labelAsHeading}
          hint={hint}
          name={name}
          type="email"
          autoComplete={autoComplete}
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
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
