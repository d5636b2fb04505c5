import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers', () => {
    const clean = sanitizeHtml('<p onclick="alert(1)">お知らせ</p><script>alert(1)</script>');
    expect(clean).toBe('<p>お知らせ</p>');
  });

  it('opens links in a new tab without opener access', () => {
    const clean = sanitizeHtml('<a href="https://example.com">詳細</a>');
    const link = new DOMParser().parseFromString(clean, 'text/html').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
