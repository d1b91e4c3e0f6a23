import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useRadio, useRadioGroup, type AriaRadioProps } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.tsx';
import { Fieldset } from '../Fieldset/Fieldset.tsx';
import { FormGroup, Hint } from '../FormGroup/FormGroup.tsx';
import { ChoiceInput, ChoiceLabel, Conditional, Divider, Item, ItemHint } from './choiceStyles.ts';

/**
 * An option's conditional content: always in the page, shown by CSS while its radio is checked,
 * so that it shows and hides without script too (issue 45: the server-rendered page had an empty
 * block, and without script "Yes" asked for a field nobody could see). A browser without `:has()`
 * shows every option's content, as NHS.UK radios do without script.
 */
const RadioConditional = styled(Conditional)`
  ${Item}:has(> input:not(:checked)) + & {
    display: none;
  }
`;

/** One option of {@link Radios}. */
export interface RadioOption {
  /** The submitted value. */
  value: string;
  /** The visible label. */
  label: ReactNode;
  /** Hint under the label. */
  hint?: string;
  /** Content revealed under the option while it is selected (e.g. a follow-up field). */
  conditional?: ReactNode;
  /** Disables the option. */
  disabled?: boolean;
}

/** A divider between options, such as "or". */
export interface RadioDivider {
  /** Divider text. */
  divider: string;
}

/** Props of {@link Radios}. */
export interface RadiosProps {
  /** The question (legend). */
  legend: ReactNode;
  /** Renders the legend as the page heading. */
  legendAsHeading?: boolean;
  /** Group name; the first radio gets this as its id, so the error summary can link to it. */
  name: string;
  /** Options and dividers in order. */
  options: (RadioOption | RadioDivider)[];
  /** Selected value (controlled); empty string or undefined for none. */
  value?: string;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** Hint under the legend. */
  hint?: string;
  /** Inline error message; marks the group invalid. */
  error?: string;
  /** Ref to the first radio input, so a form library can focus it. */
  inputRef?: (el: HTMLInputElement | null) => void;
  /** Lay two short options side by side (e.g. Yes / No). */
  inline?: boolean;
}

const RadioContext = createContext<RadioGroupState | null>(null);

const InlineWrap = styled.div<{ $inline: boolean }>`
  ${(p) => (p.$inline ? `display: flex; flex-wrap: wrap; gap: ${theme.space[2]}px ${theme.space[4]}px; & > div { margin-bottom: 0; }` : '')}
`;

function Radio({
  option,
  id,
  inputRef,
  describedBy,
}: {
  option: RadioOption;
  id: string;
  inputRef?: (el: HTMLInputElement | null) => void;
  describedBy?: string;
}) {
  const state = useContext(RadioContext)!;
  const ref = useRef<HTMLInputElement | null>(null);
  const hintId = option.hint ? `${id}-hint` : undefined;
  const conditionalId = option.conditional ? `${id}-conditional` : undefined;
  const ariaProps: AriaRadioProps = {
    value: option.value,
    isDisabled: option.disabled,
    children: option.label,
    id,
  };
  if (hintId ?? describedBy) ariaProps['aria-describedby'] = [hintId, describedBy].filter(Boolean).join(' ');
  const { inputProps } = useRadio(ariaProps, state, ref);
  return (
    <>
      <Item>
        <ChoiceInput
          {...inputProps}
          // aria-controls only: aria-expanded is not allowed on role radio (ARIA 1.2, axe
          // aria-allowed-attr); the checked state already says which content is shown.
          aria-controls={conditionalId}
          ref={(el) => {
            ref.current = el;
            inputRef?.(el);
          }}
          $shape="round"
        />
        <ChoiceLabel htmlFor={id}>{option.label}</ChoiceLabel>
        {option.hint ? <ItemHint id={hintId}>{option.hint}</ItemHint> : null}
      </Item>
      {option.conditional ? <RadioConditional id={conditionalId}>{option.conditional}</RadioConditional> : null}
    </>
  );
}

/**
 * A group of radio buttons answering one question (NHS.UK Radios): native radios, so arrow keys
 * move between options; react-aria's useRadioGroup wires legend, hint and error. Options may
 * reveal conditional content and be split by dividers such as "or".
 */
export function Radios({
  legend,
  legendAsHeading,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  inputRef,
  inline = false,
}: RadiosProps) {
  const state = useRadioGroupState({
    // No answer yet may arrive as '' (a form library's empty value): react-aria would then give no
    // radio a Tab stop, so the group could not be reached by keyboard (issue 25).
    value: value || null,
    onChange: (v) => onChange?.(v),
    name,
    isInvalid: Boolean(error),
  });
  const { descriptionProps, errorMessageProps } = useRadioGroup(
    {
      label: typeof legend === 'string' ? legend : undefined,
      'aria-label': typeof legend === 'string' ? undefined : name,
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
  let first = true;
  return (
    <FormGroup error={Boolean(error)}>
      <Fieldset legend={legend} legendAsHeading={legendAsHeading} describedBy={describedBy || undefined}>
        {hint ? <Hint {...descriptionProps}>{hint}</Hint> : null}
        {error ? <ErrorMessage {...errorMessageProps}>{error}</ErrorMessage> : null}
        <RadioContext.Provider value={state}>
          <InlineWrap $inline={inline}>
            {options.map((o, i) => {
              if ('divider' in o) return <Divider key={`d${i}`}>{o.divider}</Divider>;
              const id = first ? name : `${name}-${i}`;
              const ref = first ? inputRef : undefined;
              first = false;
              return <Radio key={o.value} option={o} id={id} inputRef={ref} />;
            })}
          </InlineWrap>
        </RadioContext.Provider>
      </Fieldset>
    </FormGroup>
  );
}
