// The pieces of the first-sight render that are not React (the render itself runs on the server
// build: api/src/plugins/first-sight.test.ts, e2e/tests/first-sight.spec.ts).
import { headingOf, isComplete } from './complete';
import ky, { answerReadsWith } from './server-ky';
import { mediaMatches, PHONE_WIDTH, DESKTOP_WIDTH } from './server-window';

describe('the server’s ky', () => {
  afterEach(() => answerReadsWith(null));

  it('answers a GET from the api with its query, and keeps the answer for the page', async () => {
    const read = jest.fn(async () => ({ status: 200, body: '{"data":[1]}' }));
    const answers = answerReadsWith(read);
    const response = await ky('http://portal.test/25/employment-agency/api/jobs', {
      method: 'get',
      searchParams: new URLSearchParams({ status: 'recruiting', sortOrder: 'asc' }),
    });
    expect(read).toHaveBeenCalledWith(
      '/25/employment-agency/api/jobs?status=recruiting&sortOrder=asc',
    );
    expect(await response.json()).toEqual({ data: [1] });
    expect([...answers]).toEqual([
      [
        '/25/employment-agency/api/jobs?status=recruiting&sortOrder=asc',
        { status: 200, body: '{"data":[1]}' },
      ],
    ]);
  });

  it('changes nothing: any other method is refused, and nothing is asked outside a render', async () => {
    const read = jest.fn();
    answerReadsWith(read);
    expect((await ky('http://portal.test/x', { method: 'post' })).status).toBe(405);
    answerReadsWith(null);
    expect((await ky('http://portal.test/x')).status).toBe(405);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('the server’s media queries', () => {
  it('answer width queries for a phone or a desktop, and nothing else', () => {
    expect(mediaMatches('(max-width: 767px)', PHONE_WIDTH)).toBe(true);
    expect(mediaMatches('(max-width: 767px)', DESKTOP_WIDTH)).toBe(false);
    expect(mediaMatches('(min-width: 768px) and (max-width: 1199px)', DESKTOP_WIDTH)).toBe(false);
    expect(mediaMatches('(min-width: 1200px)', DESKTOP_WIDTH)).toBe(true);
    expect(mediaMatches('(prefers-reduced-motion: reduce)', DESKTOP_WIDTH)).toBe(false);
  });
});

describe('a complete first sight', () => {
  it('has the page’s heading in <main> and nothing loading there', () => {
    expect(isComplete('<header>x</header><main><h1>求人</h1><p>…</p></main>')).toBe(true);
    expect(isComplete('<main><div data-loading="">読み込み中</div></main>')).toBe(false);
    expect(isComplete('<main><h1>求人</h1><div data-loading="">…</div></main>')).toBe(false);
    expect(isComplete('<h1>求人</h1><main></main>')).toBe(false);
  });
});

describe('the heading that names a first sight', () => {
  it('is the text of the first <h1> in <main>, its entities read', () => {
    expect(
      headingOf('<h1>ロゴ</h1><main><h1 class="a">求人 <span>A&amp;B</span></h1></main>'),
    ).toBe('求人 A&B');
    expect(headingOf('<main><h1> </h1></main>')).toBeNull();
    expect(headingOf('<main><p>x</p></main>')).toBeNull();
  });
});
