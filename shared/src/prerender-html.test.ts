import {
  PRERENDER_CSS,
  pageHtml,
  scriptJson,
  startAfterPaint,
  staticMarkup,
  withoutFetchPreloads,
} from './prerender-html';

const INDEX =
  '<html><head><title>紹介会社ポータル</title>' +
  '<link rel="preload" href="/layout.1.js" as="script">' +
  '<link rel="preload" href="http://r/remoteEntry.js" as="script">' +
  '<link rel="preload" href="/25/employment-agency/api/jobs/1" as="fetch" crossorigin="use-credentials">' +
  '<script defer="defer" src="/react-dom.1.js"></script>' +
  '<script defer="defer" fetchpriority="high" src="/main.1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

describe('a prerendered page', () => {
  it('asks for the shell’s scripts, and the files it preloaded, once it has painted', () => {
    const html = startAfterPaint(INDEX, '/prerender-start.1.js');
    expect(html).not.toContain('<script defer="defer" src="/react-dom.1.js">');
    expect(html).not.toContain('as="script"');
    expect(html).toContain(
      '<script defer="defer" src="/prerender-start.1.js" data-scripts="/react-dom.1.js /main.1.js" data-preloads="/layout.1.js http://r/remoteEntry.js"></script>',
    );
    expect(() => startAfterPaint('<html></html>', '/s.js')).toThrow('no deferred script');
  });

  it('holds the markup as rendered (a `$` in it included), its CSS, title and live selector', () => {
    const html = pageHtml(
      INDEX,
      {
        html: '<main><h1>$&amp; $1</h1><button>送信</button></main>',
        css: 'h1{}</style>',
        title: '求人 <A&B>',
        live: 'main h1',
        head: '<script id="x" type="application/json">{}</script>',
      },
      '/prerender-start.1.js',
    );
    expect(html).toContain(
      '<div id="prerender" data-live="main h1"><main><h1>$&amp; $1</h1><button disabled="" data-prerender-wait="">送信</button></main></div><div id="root"></div>',
    );
    expect(html).toContain(`<style id="prerender-style">h1{}<\\/style>${PRERENDER_CSS}</style>`);
    expect(html).toContain('<title>求人 &lt;A&amp;B&gt;</title>');
    expect(html).toContain('<script id="x" type="application/json">{}</script></head>');
  });

  it('keeps a disabled button as it is; a button that submits nothing stays focusable', () => {
    expect(staticMarkup('<button disabled="">a</button>')).toBe('<button disabled="">a</button>');
    expect(
      staticMarkup(
        '<button type="button" role="tab">a</button><button type="button" aria-disabled="false">c</button><button type="submit">b</button>',
      ),
    ).toBe(
      '<button aria-disabled="true" data-prerender-wait="" type="button" role="tab">a</button>' +
        '<button aria-disabled="true" data-prerender-wait="" type="button">c</button>' +
        '<button disabled="" data-prerender-wait="" type="submit">b</button>',
    );
  });

  it('drops the reads’ preloads of a page that came with its answers', () => {
    expect(withoutFetchPreloads(INDEX)).not.toContain('as="fetch"');
    expect(withoutFetchPreloads(INDEX)).toContain('as="script"');
  });

  it('writes JSON that cannot end its script element', () => {
    const json = scriptJson({ a: '</script><script>alert(1)</script>', b: '\u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>', b: '\u2028' });
  });
});
