// The auth pages a logged-out user meets first, rendered at build time from these very
// components (scripts/lib/prerender.mjs compiles this file for node and writes one static page
// per service line and route into the shell's dist): the page paints from its HTML and critical
// CSS before any script of the shell or the federation runtime runs, and the shell takes it over
// once this remote's live page has mounted (shell/src/app/prerender-takeover.ts).
// Not part of the remote's bundle (nothing in its entry imports it). reset-password is left out:
// what it shows depends on the e-mailed token in its query string.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { styleTagsCss } from '@portal/shared/prerender-html';
import { routes, SITE_ROUTES } from '@portal/shared/routes';
import { portalPath, SITE_IDS, type SiteId } from '@portal/shared/site';
import { formatDocumentTitle } from '@portal/shared/ui/document-title';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import ForgotPasswordPage from './features/forgot-password/components/forgot-password-page';
import LoginPage from './features/login/components/login-page';
import WelcomePage from './features/welcome/components/welcome-page';
import { messages } from './messages';

/** How scripts/lib/prerender.mjs writes each page (the api writes its first sights with it too). */
export { pageHtml } from '@portal/shared/prerender-html';

interface PrerenderedPage {
  /** The route below /{id}/employment-agency/ (no parameters). */
  path: string;
  title: string;
  Page: ComponentType;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: routes.auth.login.path, title: messages.loginTitle, Page: LoginPage },
  {
    path: routes.auth.forgotPassword.path,
    title: messages.forgotTitle,
    Page: ForgotPasswordPage,
  },
  { path: routes.auth.welcome.path, title: messages.welcomeTitle, Page: WelcomePage },
];

export interface RenderedPage {
  /** The page's URL path: /25/employment-agency/login. */
  url: string;
  /** The document title the live page sets. */
  title: string;
  /** The page's markup, as the live component renders it at first. */
  html: string;
  /** The CSS of that markup (the theme's global rules included), without a <style> element. */
  css: string;
}

export function renderPage(siteId: SiteId, page: PrerenderedPage): RenderedPage {
  const url = portalPath(siteId, page.path);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PortalThemeProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={SITE_ROUTES.portal} element={<page.Page />} />
            </Routes>
          </MemoryRouter>
        </PortalThemeProvider>,
      ),
    );
    const css = styleTagsCss(sheet.getStyleTags());
    return { url, title: formatDocumentTitle(page.title), html, css };
  } finally {
    sheet.seal();
  }
}

/** Every prerendered page of every service line. */
export function renderAll(): RenderedPage[] {
  return SITE_IDS.flatMap((siteId) => PRERENDERED_PAGES.map((page) => renderPage(siteId, page)));
}
