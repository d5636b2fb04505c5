import { csvCell, guardCell, toCsv, unguardCell } from './csv';

describe('the CSV writer', () => {
  it('writes a BOM, CRLF after every record, and quotes only the cells that need it', () => {
    expect(
      toCsv([
        ['名前', '備考'],
        ['山田 太郎', 'a,b'],
        ['"引用"', '1行目\r\n2行目'],
        ['改行\nだけ', null],
      ]),
    ).toBe(
      '\uFEFF名前,備考\r\n山田 太郎,"a,b"\r\n"""引用""","1行目\r\n2行目"\r\n"改行\nだけ",\r\n',
    );
  });

  it('leaves the BOM out when asked', () => {
    expect(toCsv([['a', 'b']], { bom: false })).toBe('a,b\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+81 90-1234-5678', "'+81 90-1234-5678"],
    ['-', "'-"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('guards the text %j as %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('writes texts that do not start a formula, and numbers (negative ones too), as they are', () => {
    expect(csvCell('090-1234-5678')).toBe('090-1234-5678');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(undefined)).toBe('');
  });

  it('unguardCell gives back what guardCell was given', () => {
    for (const text of ['=1+1', '-', '普通', '@x']) {
      expect(unguardCell(guardCell(text))).toBe(text);
    }
    expect(unguardCell("'普通")).toBe("'普通");
  });
});
