// Button: the portal's one button style (primary, secondary, danger, ghost; three sizes).
// `as` renders it as a link (e.g. react-router's Link) with the same look. `busy` is the state of a
// button whose action is running: it looks disabled and ignores clicks but keeps keyboard focus
// (a `disabled` button drops the focus to <body>). Prefer it to `disabled` for save buttons.
import type { ComponentPropsWithRef, ElementType, MouseEvent } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface OwnProps<C extends ElementType> {
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** The action is running: aria-disabled + aria-busy, clicks ignored, focus kept. */
  busy?: boolean;
}

export type ButtonProps<C extends ElementType = 'button'> = OwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof OwnProps<C>>;

const sizes = {
  sm: css`
    min-height: 28px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  ghost: css`
    color: ${({ theme }) => theme.colors.primary};
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
};

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  ...rest
}: ButtonProps<C>) {
  const props = rest as ComponentPropsWithRef<'button'>;
  const busyProps = busy
    ? {
        'aria-disabled': true,
        'aria-busy': true,
        onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
      }
    : {};
  return (
    <StyledButton
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      // The props of `C` are checked at the call site; styled-components cannot type this spread.
      {...props}
      {...busyProps}
    />
  );
}
