import { styled } from 'styled-components';
import { focusOutlineForcedColours, fontSize, theme } from '../../theme/theme.ts';

/** Shared look of radio and checkbox items (40px targets, NHS.UK style). */
export const Item = styled.div`
  position: relative;
  display: block;
  min-height: 40px;
  margin-bottom: ${theme.space[2]}px;
  padding: 0;
  padding-inline-start: 40px;
  clear: inline-start;
  &:last-child {
    margin-bottom: 0;
  }
`;

export const ChoiceInput = styled.input<{ $shape: 'round' | 'square' }>`
  position: absolute;
  top: 0;
  inset-inline-start: 0;
  width: 40px;
  height: 40px;
  margin: 0;
  opacity: 0;
  cursor: pointer;
  z-index: 1;
  & + label::before {
    content: '';
    box-sizing: border-box;
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    width: 40px;
    height: 40px;
    border: 2px solid ${theme.colour.formBorder};
    border-radius: ${(p) => (p.$shape === 'round' ? '50%' : '0')};
    background: ${theme.colour.white};
  }
  & + label::after {
    content: '';
    position: absolute;
    opacity: 0;
    ${(p) =>
      p.$shape === 'round'
        ? `top: 10px; inset-inline-start: 10px; width: 0; height: 0; border: 10px solid ${theme.colour.formBorder}; border-radius: 50%;`
        : `top: 11px; inset-inline-start: 9px; width: 23px; height: 12px; transform: rotate(-45deg); border: solid; border-width: 0 0 5px 5px; border-top-color: transparent; background: transparent;`}
  }
  &:checked + label::after {
    opacity: 1;
  }
  &:focus-visible + label::before {
    ${focusOutlineForcedColours}
    border-width: 4px;
    box-shadow: 0 0 0 4px ${theme.colour.focus};
  }
  &:disabled,
  &:disabled + label {
    cursor: default;
    opacity: 0.5;
  }
`;

export const ChoiceLabel = styled.label`
  display: inline-block;
  margin-bottom: 0;
  padding: 7px ${theme.space[3]}px 5px ${theme.space[3]}px;
  cursor: pointer;
  touch-action: manipulation;
  ${fontSize(19)}
`;

export const ItemHint = styled.div`
  display: block;
  padding-inline-start: ${theme.space[3]}px;
  color: ${theme.colour.secondaryText};
  ${fontSize(19)}
`;

export const Divider = styled.div`
  width: 40px;
  margin-bottom: ${theme.space[2]}px;
  text-align: center;
  ${fontSize(19)}
`;

export const Conditional = styled.div`
  margin-inline-start: 18px;
  margin-bottom: ${theme.space[3]}px;
  padding-inline-start: 33px;
  border-inline-start: 4px solid ${theme.colour.grey3};
`;
