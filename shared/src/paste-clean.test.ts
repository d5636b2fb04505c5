import { cleanPastedHtml } from './paste-clean';

// What Word for Windows puts on the clipboard (trimmed, otherwise as copied): Office XML
// namespaces, a style block, MsoNormal paragraphs with fonts, lists as mso-list paragraphs with
// the bullet or number in <![if !supportLists]>, <o:p> and a link.
const WORD = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15 (filtered)">
<style><!-- /* Font Definitions */ @font-face {font-family:"ＭＳ 明朝";} p.MsoNormal {margin:0mm; font-size:10.5pt;} --></style></head>
<body lang=JA style='tab-interval:42.0pt;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal><span style='font-family:"ＭＳ 明朝",serif;color:#1F3864'>山田 太郎様<o:p></o:p></span></p>
<p class=MsoNormal><span lang=EN-US style='font-size:12.0pt'>面接の日程は<b>下記</b>のとおりです。<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:18.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>日付：5月20日<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='margin-left:18.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>場所：本社<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>履歴書<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>職務経歴書<o:p></o:p></p>
<p class=MsoNormal>詳しくは<a href="https://recruit.example.co.jp/access" style='color:#0563C1'>アクセス</a>をご覧ください。<img width=20 height=20 src="data:image/png;base64,iVBORw0KGgo=" alt="logo"></p>
<!--EndFragment-->
</body></html>`;

// Outlook (new) / Outlook on the web: divs with inline fonts, a signature table, a script a
// hostile sender slipped in and an onclick.
const OUTLOOK = `<html><head><meta charset="utf-8"><style>.x_MsoNormal{margin:0}</style></head><body>
<div style="font-family: Aptos, Aptos_EmbeddedFont, Calibri, Helvetica, sans-serif; font-size: 12pt; color: rgb(0, 0, 0);" class="elementToProof">お世話になっております。</div>
<div style="font-family: Aptos; font-size: 12pt;" class="elementToProof"><span style="font-weight: 700;">本日中</span>にご返信ください。<br>よろしくお願いいたします。</div>
<div onclick="alert(1)" style="font-size:12pt"><font face="Meiryo" color="#ff0000">株式会社サンプル</font></div>
<script>alert(document.cookie)</script>
<div><a href="javascript:alert(1)" style="color:blue">ここをクリック</a> / <a href="mailto:jinji@sample.example">jinji@sample.example</a></div>
</body></html>`;

// Excel: a table of cells with classes and widths.
const EXCEL = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><head><style>.xl65{mso-number-format:"\\@";}</style></head><body link="#0563C1">
<table border=0 cellpadding=0 cellspacing=0 width=256 style='border-collapse:collapse;width:192pt'>
<!--StartFragment--><col width=64 span=4>
<tr height=18><td height=18 class=xl65 width=64>氏名</td><td class=xl65>面接日</td><td></td></tr>
<tr height=18><td height=18>山田 太郎</td><td class=xl65>5/20</td><td></td></tr>
<!--EndFragment--></table></body></html>`;

// A web page: headings, a styled list, a class-laden span, an iframe.
const WEB = `<meta charset='utf-8'><h2 style="font-size:24px;font-family:'Noto Sans JP'">募集要項</h2><ul class="list" style="margin:0"><li style="color:#333"><span class="em">勤務地</span>：東京</li><li>年収：<b style="font-weight:normal">500万円</b></li></ul><iframe src="https://ads.example"></iframe><p>詳細は<a href="https://jobs.example/123" target="_blank" onmouseover="x()">求人ページ</a></p>`;

describe('cleanPastedHtml', () => {
  it('keeps a Word document’s paragraphs, bold, bullet and numbered lists and links, nothing else', () => {
    expect(cleanPastedHtml(WORD)).toBe(
      '<p>山田 太郎様</p><p>面接の日程は<b>下記</b>のとおりです。</p>' +
        '<ul><li>日付：5月20日</li><li>場所：本社</li></ul>' +
        '<ol><li>履歴書</li><li>職務経歴書</li></ol>' +
        '<p>詳しくは<a href="https://recruit.example.co.jp/access" target="_blank" rel="noopener noreferrer">アクセス</a>をご覧ください。</p>',
    );
  });

  it('turns Outlook’s divs into paragraphs, styled bold into <strong>, and drops scripts, handlers and javascript: links', () => {
    const clean = cleanPastedHtml(OUTLOOK);
    expect(clean).toBe(
      '<p>お世話になっております。</p>' +
        '<p><strong>本日中</strong>にご返信ください。<br>よろしくお願いいたします。</p>' +
        '<p>株式会社サンプル</p>' +
        '<p><a>ここをクリック</a> / <a href="mailto:jinji@sample.example" target="_blank" rel="noopener noreferrer">jinji@sample.example</a></p>',
    );
    expect(clean).not.toMatch(/script|onclick|style|font|javascript/i);
  });

  it('turns Excel rows into paragraphs with their cells side by side', () => {
    expect(cleanPastedHtml(EXCEL)).toBe('<p>氏名\u3000面接日</p><p>山田 太郎\u30005/20</p>');
  });

  it('keeps a web page’s headings as paragraphs and its list and links, without styles, classes or frames', () => {
    expect(cleanPastedHtml(WEB)).toBe(
      '<p>募集要項</p><ul><li>勤務地：東京</li><li>年収：500万円</li></ul>' +
        '<p>詳細は<a href="https://jobs.example/123" target="_blank" rel="noopener noreferrer">求人ページ</a></p>',
    );
  });
});
