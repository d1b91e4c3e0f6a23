import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  colourProperties,
  colourProperty,
  focusInput,
  focusText,
  fontSize,
  theme,
  tokens,
  type ColourToken,
} from '../theme/theme.ts';

/**
 * Blocks for the Storybook Foundations pages (issue 26): each renders the theme's tokens
 * themselves, so the pages cannot drift from what the components use.
 */

/** Sets the colour custom properties for the blocks inside (docs pages have no ThemeProvider). */
const Tokens = styled.div`
  ${colourProperties()}
  font-family: ${theme.font.family};
  color: ${theme.colour.text};
  ${fontSize(16)}
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${theme.space[2]}px;
    border-bottom: 1px solid ${theme.colour.border};
    text-align: start;
    vertical-align: middle;
  }
`;
const Swatch = styled.span<{ $colour: ColourToken }>`
  display: inline-block;
  width: 48px;
  height: 32px;
  border: 1px solid ${theme.colour.grey3};
  background-color: ${(p) => theme.colour[p.$colour]};
`;

/** Every colour token: its swatch, name, value and custom property. */
export function ColourTokens() {
  return (
    <Tokens>
      <Table>
        <thead>
          <tr>
            <th>Colour</th>
            <th>Token</th>
            <th>Value</th>
            <th>Custom property</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(tokens.colour) as ColourToken[]).map((name) => (
            <tr key={name}>
              <td>
                <Swatch $colour={name} />
              </td>
              <td>
                <code>theme.colour.{name}</code>
              </td>
              <td>
                <code>{tokens.colour[name]}</code>
              </td>
              <td>
                <code>{colourProperty(name)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Tokens>
  );
}

const Bar = styled.span<{ $px: number }>`
  display: inline-block;
  width: ${(p) => p.$px}px;
  height: 16px;
  background-color: ${theme.colour.blue};
`;

/** The spacing scale: index, pixels and a bar of that length. */
export function SpacingScale() {
  return (
    <Tokens>
      <Table>
        <thead>
          <tr>
            <th>Token</th>
            <th>Size</th>
            <th>Example</th>
          </tr>
        </thead>
        <tbody>
          {tokens.space.map((px, i) => (
            <tr key={i}>
              <td>
                <code>theme.space[{i}]</code>
              </td>
              <td>{px}px</td>
              <td>
                <Bar $px={px} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Tokens>
  );
}

const Sample = styled.span<{ $size: keyof typeof tokens.type }>`
  ${(p) => fontSize(p.$size)}
`;

/** The type scale: each step's sizes (mobile, tablet and up), line height and a sample. */
export function TypeScale() {
  const steps = (Object.keys(tokens.type) as unknown as (keyof typeof tokens.type)[])
    .map(Number)
    .sort((a, b) => b - a) as (keyof typeof tokens.type)[];
  return (
    <Tokens>
      <Table>
        <thead>
          <tr>
            <th>Step</th>
            <th>Mobile</th>
            <th>Tablet and up</th>
            <th>Line height</th>
            <th>Sample</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => {
            const [mobile, tablet, lineHeight] = tokens.type[step];
            return (
              <tr key={step}>
                <td>
                  <code>fontSize({step})</code>
                </td>
                <td>{mobile}px</td>
                <td>{tablet}px</td>
                <td>{lineHeight}</td>
                <td>
                  <Sample $size={step}>Sign in</Sample>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p>
        Font: <code>{tokens.font.family}</code>, weights {tokens.font.weightNormal} and {tokens.font.weightBold}.
      </p>
    </Tokens>
  );
}

const FocusedLink = styled.span`
  ${focusText}
`;
const FocusedInput = styled.span`
  display: inline-block;
  width: 240px;
  height: 40px;
  border: ${theme.borderWidth.form}px solid ${theme.colour.formBorder};
  background-color: ${theme.colour.white};
  ${focusInput}
`;
const Row = styled.div`
  display: flex;
  gap: ${theme.space[5]}px;
  align-items: center;
  margin: ${theme.space[4]}px 0;
`;

/** The two focus states as they look when focused: text and links, and form controls. */
export function FocusStates() {
  return (
    <Tokens>
      <Row>
        <FocusedLink>A focused link</FocusedLink>
        <code>focusText</code>
      </Row>
      <Row>
        <FocusedInput />
        <code>focusInput</code>
      </Row>
      <p>
        Focus colour <code>{tokens.colour.focus}</code> with <code>{tokens.colour.focusText}</code>; outline{' '}
        {tokens.borderWidth.focus}px.
      </p>
    </Tokens>
  );
}

const Container = styled.div`
  max-width: ${tokens.pageWidth}px;
  border: 1px dashed ${theme.colour.grey2};
  padding: ${theme.space[2]}px;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${theme.space[5]}px;
`;
const Column = styled.div`
  padding: ${theme.space[3]}px;
  background-color: ${theme.colour.paleBlue};
`;

/** The page container and its two-thirds / one-third columns, with the breakpoints. */
export function LayoutGrid({ children }: { children?: ReactNode }) {
  return (
    <Tokens>
      <Container>
        <Columns>
          <Column>Two thirds: the page's content</Column>
          <Column>One third</Column>
        </Columns>
      </Container>
      <Table>
        <thead>
          <tr>
            <th>Breakpoint</th>
            <th>From</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens.breakpoint).map(([name, px]) => (
            <tr key={name}>
              <td>
                <code>theme.breakpoint.{name}</code>
              </td>
              <td>{px}px</td>
            </tr>
          ))}
          <tr>
            <td>
              <code>theme.pageWidth</code>
            </td>
            <td>{tokens.pageWidth}px (widest container)</td>
          </tr>
        </tbody>
      </Table>
      {children}
    </Tokens>
  );
}
