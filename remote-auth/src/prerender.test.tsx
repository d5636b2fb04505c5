/**
 * @jest-environment node
 */
// The build-time render of the logged-out pages (scripts/lib/prerender.mjs writes them).
import { PRERENDERED_PAGES, renderAll, renderPage } from './prerender';

describe('the prerendered auth pages', () => {
  it('renders the login of a service line from its components, with its CSS', () => {
    const login = renderPage('25', PRERENDERED_PAGES[0]!);
    expect(login.url).toBe('/25/employment-agency/login');
    expect(login.title).toBe('ログイン | 紹介会社ポータル');
    expect(login.html).toContain('<main');
    expect(login.html).toMatch(/<input[^>]*name="email"/);
    expect(login.html).toMatch(
      /<input[^>]*type="password"[^>]*name="password"|name="password"[^>]*type="password"/,
    );
    expect(login.html).toContain('新卒採用 紹介会社ポータル');
    // The theme's global rules and the page's own, without styled-components' markers.
    expect(login.css).toMatch(/body\{/);
    expect(login.css).not.toContain('<style');
    expect(login.css).not.toContain('/*!sc*/');
  });

  it('renders every page of every service line, the mid-career line with its own logo', () => {
    const pages = renderAll();
    expect(pages).toHaveLength(7 * PRERENDERED_PAGES.length);
    expect(pages.find((p) => p.url === '/mid/employment-agency/welcome')?.html).toContain(
      '中途採用 紹介会社ポータル',
    );
    for (const page of pages) expect(page.html).not.toContain('読み込み中');
  });
});
