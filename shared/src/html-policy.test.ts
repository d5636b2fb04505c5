import { isAllowedHref, isMessageHtml, messageToPlainText, plainTextToHtml } from './html-policy';
import { assertHarmless } from './test/xss-vectors';

describe('the message HTML policy', () => {
  it('tells message HTML from plain text', () => {
    expect(isMessageHtml('<p>本文</p>')).toBe(true);
    expect(isMessageHtml('改行<br>あり')).toBe(true);
    expect(isMessageHtml('a < b > c')).toBe(false);
    expect(isMessageHtml('<script>alert(1)</script>')).toBe(false);
  });

  it('escapes plain text into paragraphs', () => {
    expect(plainTextToHtml('a < b & c\r\n二行目\n\n\n次')).toBe(
      '<p>a &lt; b &amp; c<br>二行目</p><p>次</p>',
    );
  });

  it('allows links to http(s), mailto and tel only', () => {
    expect(isAllowedHref('https://a.example')).toBe(true);
    expect(isAllowedHref('mailto:a@b.example')).toBe(true);
    expect(isAllowedHref(' java\tscript:alert(1)')).toBe(false);
    expect(isAllowedHref('data:text/html,x')).toBe(false);
    expect(isAllowedHref('/relative')).toBe(false);
  });

  it('writes the plain-text version a mail carries', () => {
    expect(
      messageToPlainText(
        '<p>山田 太郎様</p><p>面接を<strong>下記</strong>のとおり<br>ご案内します。</p>' +
          '<ul><li><p>日付：5月20日</p></li><li><p>場所：本社</p></li></ul>' +
          '<ol><li>履歴書</li><li>職務経歴書</li></ol>' +
          '<p>a &lt; b &amp; c &gt; d <a href="https://a.example/x">詳細</a> ' +
          '<a href="https://a.example/y">https://a.example/y</a></p>',
      ),
    ).toBe(
      [
        '山田 太郎様',
        '',
        '面接を下記のとおり',
        'ご案内します。',
        '',
        '・日付：5月20日',
        '・場所：本社',
        '',
        '1. 履歴書',
        '2. 職務経歴書',
        '',
        'a < b & c > d 詳細 (https://a.example/x) https://a.example/y',
      ].join('\n'),
    );
    expect(messageToPlainText('プレーン < テキスト\r\n二行目')).toBe('プレーン < テキスト\n二行目');
  });

  it('has a harmlessness check that catches what it must', () => {
    expect(() => assertHarmless('<img src=x onerror=alert(1)>')).toThrow();
    expect(() => assertHarmless('<p onclick="x()">a</p>')).toThrow();
    expect(() => assertHarmless('<a href="javascript:alert(1)">a</a>')).toThrow();
    expect(() => assertHarmless('<p>&lt;script&gt; javascript:alert(1)</p>')).not.toThrow();
  });
});
