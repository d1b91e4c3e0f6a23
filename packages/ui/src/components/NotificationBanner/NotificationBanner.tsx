import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

const Box = styled.div<{ $success: boolean }>`
  margin-bottom: ${theme.space[5]}px;
  border: 4px solid ${(p) => (p.$success ? theme.colour.green : theme.colour.blue)};
  background-color: ${(p) => (p.$success ? theme.colour.green : theme.colour.blue)};
  &:focus {
    outline: 4px solid ${theme.colour.focus};
  }
`;
const Title = styled.h2`
  margin: 0;
  padding: 2px ${theme.space[3]}px 6px;
  color: ${theme.colour.white};
  ${fontSize(19)}
  font-weight: ${theme.font.weightBold};
`;
const Content = styled.div`
  padding: ${theme.space[3]}px;
  background-color: ${theme.colour.white};
  ${fontSize(19)}
  & > p {
    margin: 0;
    font-weight: ${theme.font.weightBold};
  }
`;

/** Props of {@link NotificationBanner}. */
export interface NotificationBannerProps {
  /** Banner title, e.g. "Success" or "Important". */
  title: string;
  /** The message, e.g. "You have been sent a new security code." */
  children: ReactNode;
  /** Success (green, role alert, takes focus) or neutral information (blue). */
  type?: 'success' | 'information';
}

/**
 * A banner telling users about something that has happened or that they need to know
 * (GOV.UK NotificationBanner). The success variant receives focus and is announced.
 */
export function NotificationBanner({ title, children, type = 'information' }: NotificationBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const success = type === 'success';
  useEffect(() => {
    if (success) ref.current?.focus();
  }, [success]);
  return (
    <Box
      ref={ref}
      $success={success}
      role={success ? 'alert' : 'region'}
      aria-labelledby={titleId}
      tabIndex={success ? -1 : undefined}
    >
      <Title id={titleId}>{title}</Title>
      <Content>{typeof children === 'string' ? <p>{children}</p> : children}</Content>
    </Box>
  );
}
