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
 * (GOV.UK NotificationBanner): a region named by its title. The success variant takes focus (and,
 * rendered by the server, carries `autofocus`) and holds its message in an alert. The focused
 * region is not the alert (as the ErrorSummary, GOV.UK Frontend issue 2677): focused, it says its name
 * ("Success"), and the alert says the message once (issue 54: "You have been sent a new security
 * code" was read twice, by the alert and by the focus on it).
 */
export function NotificationBanner({ title, children, type = 'information' }: NotificationBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const success = type === 'success';
  useEffect(() => {
    if (success) ref.current?.focus();
  }, [success]);
  const body = (
    <>
      <Title id={titleId}>{title}</Title>
      <Content>{typeof children === 'string' ? <p>{children}</p> : children}</Content>
    </>
  );
  return (
    <Box
      ref={ref}
      $success={success}
      role="region"
      aria-labelledby={titleId}
      tabIndex={success ? -1 : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's success banner takes focus on load
      autoFocus={success}
    >
      {success ? <div role="alert">{body}</div> : body}
    </Box>
  );
}
