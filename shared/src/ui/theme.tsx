// The portal's styled-components theme, its global reset and the DefaultTheme typing, so every
// app (shell and remotes) draws with the same colours, type and spacing.
import type { ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import type { StatusTone } from '../enums';

export const theme = {
  colors: {
    primary: '#1f3a5f',
    primaryHover: '#163050',
    primarySoft: '#e8eef6',
    accent: '#13847a',
    accentSoft: '#e3f4f1',
    danger: '#c0392b',
    dangerHover: '#a93226',
    dangerSoft: '#fdecea',
    text: '#23272e',
    textMuted: '#5f6b7a',
    textInverse: '#ffffff',
    border: '#d5dbe3',
    borderStrong: '#aab4c2',
    background: '#f4f6f9',
    surface: '#ffffff',
    focus: '#2f80ed',
    overlay: 'rgba(20, 28, 40, 0.45)',
    required: '#c0392b',
    optional: '#6b7785',
    dot: '#e5484d',
    link: '#1d5fa8',
  },
  status: {
    green: { fg: '#1e7d3c', bg: '#e5f4ea' },
    grey: { fg: '#5f6b7a', bg: '#eceff3' },
    red: { fg: '#c0392b', bg: '#fdecea' },
    amber: { fg: '#8a5a00', bg: '#fff4d6' },
    orange: { fg: '#a34f00', bg: '#ffedd9' },
    blue: { fg: '#1d5fa8', bg: '#e6effa' },
  } satisfies Record<StatusTone, { fg: string; bg: string }>,
  fonts: {
    body: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', Meiryo, sans-serif",
    mono: "'SFMono-Regular', Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  shadows: {
    card: '0 1px 3px rgba(20, 28, 40, 0.08)',
    modal: '0 12px 40px rgba(20, 28, 40, 0.25)',
    tooltip: '0 2px 8px rgba(20, 28, 40, 0.2)',
  },
  zIndex: { header: 100, dropdown: 500, modal: 1000, tooltip: 1100, overlay: 2000 },
} as const;

export type PortalTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends PortalTheme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure { margin: 0; }
  ul, ol { padding: 0; list-style: none; }
  a { color: ${({ theme }) => theme.colors.link}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
