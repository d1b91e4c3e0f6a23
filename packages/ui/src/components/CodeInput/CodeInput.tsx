import { TextInput, type TextInputProps } from '../TextInput/TextInput.tsx';

/** Props of {@link CodeInput}: a TextInput without the settings a security code fixes. */
export type CodeInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'autoComplete' | 'spellCheck' | 'width'>;

/**
 * A one-time security code field: numeric keyboard, `autocomplete="one-time-code"` so phones
 * offer the code from the text, no spell checking, and paste-friendly (spaces and dashes in a
 * pasted "123 456" are removed as it arrives).
 */
export function CodeInput({ onChange, ...props }: CodeInputProps) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      autoCapitalize="none"
      width={10}
      onChange={(v) => onChange?.(v.replace(/[\s-]/g, ''))}
    />
  );
}
