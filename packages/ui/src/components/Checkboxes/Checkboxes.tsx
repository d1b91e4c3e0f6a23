import { useRef, type ReactNode } from 'react';
import { useCheckbox, useCheckboxGroup, useCheckboxGroupItem } from 'react-aria';
import { useCheckboxGroupState, useToggleState, type CheckboxGroupState } from 'react-stately';
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.tsx';
import { Fieldset } from '../Fieldset/Fieldset.tsx';
import { FormGroup, Hint } from '../FormGroup/FormGroup.tsx';
import { ChoiceInput, ChoiceLabel, Conditional, Item, ItemHint } from '../Radios/choiceStyles.ts';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The visible label. */
  label: ReactNode;
  /** Field name; also the input's id, for error-summary links. */
  name: string;
  /** Whether it is ticked (controlled). */
  checked?: boolean;
  /** Called with the new ticked state. */
  onChange?: (checked: boolean) => void;
  /** Hint or explainer under the label. */
  hint?: ReactNode;
  /** Inline error message (e.g. a required confirmation). */
  error?: string;
  /** Content revealed under the checkbox while it is ticked. */
  conditional?: ReactNode;
  /** Ref to the input, so a form library can focus it. */
  inputRef?: (el: HTMLInputElement | null) => void;
  /** Disables the checkbox. */
  disabled?: boolean;
}

/**
 * A single checkbox with an optional hint or explainer, such as "Remember this device and stop
 * sending security codes" (NHS.UK Checkboxes, single). Behaviour from react-aria's useCheckbox.
 */
export function Checkbox({
  label,
  name,
  checked,
  onChange,
  hint,
  error,
  conditional,
  inputRef,
  disabled,
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement | null>(null);
  const state = useToggleState({ isSelected: checked ?? false, onChange: (v) => onChange?.(v) });
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const { inputProps } = useCheckbox(
    {
      id: name,
      name,
      children: label,
      isDisabled: disabled,
      isInvalid: Boolean(error),
      validationBehavior: 'aria',
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
    state,
    ref,
  );
  const conditionalId = conditional ? `${name}-conditional` : undefined;
  return (
    <FormGroup error={Boolean(error)}>
      {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <Item>
        <ChoiceInput
          {...inputProps}
          aria-controls={conditionalId}
          aria-expanded={conditional ? state.isSelected : undefined}
          ref={(el) => {
            ref.current = el;
            inputRef?.(el);
          }}
          $shape="square"
        />
        <ChoiceLabel htmlFor={name}>{label}</ChoiceLabel>
        {hint ? <ItemHint id={hintId}>{hint}</ItemHint> : null}
      </Item>
      {conditional ? (
        <Conditional id={conditionalId} hidden={!state.isSelected}>
          {state.isSelected ? conditional : null}
        </Conditional>
      ) : null}
    </FormGroup>
  );
}

/** One option of {@link Checkboxes}. */
export interface CheckboxOption {
  /** The submitted value. */
  value: string;
  /** The visible label. */
  label: ReactNode;
  /** Hint under the label. */
  hint?: string;
  /** Disables the option. */
  disabled?: boolean;
}

/** Props of {@link Checkboxes}. */
export interface CheckboxesProps {
  /** The question (legend). */
  legend: ReactNode;
  /** Renders the legend as the page heading. */
  legendAsHeading?: boolean;
  /** Group name; the first checkbox's id, for error-summary links. */
  name: string;
  /** The options. */
  options: CheckboxOption[];
  /** Ticked values (controlled). */
  value?: string[];
  /** Called with the new ticked values. */
  onChange?: (value: string[]) => void;
  /** Hint under the legend, e.g. "Select all that apply". */
  hint?: string;
  /** Inline error message. */
  error?: string;
}

function GroupItem({
  option,
  id,
  state,
  describedBy,
}: {
  option: CheckboxOption;
  id: string;
  state: CheckboxGroupState;
  describedBy?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const hintId = option.hint ? `${id}-hint` : undefined;
  const { inputProps } = useCheckboxGroupItem(
    {
      value: option.value,
      id,
      children: option.label,
      isDisabled: option.disabled,
      'aria-describedby': [hintId, describedBy].filter(Boolean).join(' ') || undefined,
    },
    state,
    ref,
  );
  return (
    <Item>
      <ChoiceInput {...inputProps} ref={ref} $shape="square" />
      <ChoiceLabel htmlFor={id}>{option.label}</ChoiceLabel>
      {option.hint ? <ItemHint id={hintId}>{option.hint}</ItemHint> : null}
    </Item>
  );
}

/**
 * A group of checkboxes answering one question (NHS.UK Checkboxes). Behaviour from react-aria's
 * useCheckboxGroup.
 */
export function Checkboxes({ legend, legendAsHeading, name, options, value, onChange, hint, error }: CheckboxesProps) {
  const state = useCheckboxGroupState({
    value: value ?? [],
    onChange: (v) => onChange?.(v),
    isInvalid: Boolean(error),
  });
  const { descriptionProps, errorMessageProps } = useCheckboxGroup(
    {
      label: typeof legend === 'string' ? legend : name,
      description: hint,
      errorMessage: error,
      isInvalid: Boolean(error),
      name,
      validationBehavior: 'aria',
    },
    state,
  );
  const describedBy = [hint ? descriptionProps.id : undefined, error ? errorMessageProps.id : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <FormGroup error={Boolean(error)}>
      <Fieldset legend={legend} legendAsHeading={legendAsHeading} describedBy={describedBy || undefined}>
        {hint ? <Hint {...descriptionProps}>{hint}</Hint> : null}
        {error ? <ErrorMessage {...errorMessageProps}>{error}</ErrorMessage> : null}
        {options.map((o, i) => (
          <GroupItem key={o.value} option={o} id={i === 0 ? name : `${name}-${i}`} state={state} />
        ))}
      </Fieldset>
    </FormGroup>
  );
}
