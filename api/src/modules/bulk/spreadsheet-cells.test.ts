// Cells as Excel and LibreOffice write them, read back as the user typed them (and refusals:
// what is still no phone, postal code or date is left for the rules to refuse).
import { textAnswerProblem } from '@portal/shared/contract/referral-rules';
import { ANSWER_TYPE } from '@portal/shared/enums';
import { entryField } from '@portal/shared/test/entry-fields';
import {
  excelSerialDate,
  halfWidth,
  readDate,
  readPhone,
  readPostalPart,
  readRow,
  splitPostalCode,
} from './spreadsheet-cells';

const field = (key: string, label: string, answerType: number = ANSWER_TYPE.SINGLE_LINE_TEXT) =>
  entryField(key, label, answerType);

const PHONE = field('mobileNumber', '携帯電話番号');
const BIRTHDAY = field('birthday', '生年月日', ANSWER_TYPE.DATE);
const FIRST = field('currentPostalFirst', '郵便番号（前半）');
const LAST = field('currentPostalLast', '郵便番号（後半）');
const SALARY = field('desiredSalary', '希望年収');
const NAME = field('seiKanji', '姓（漢字）');
const FIELDS = [NAME, PHONE, BIRTHDAY, FIRST, LAST, SALARY];

describe('phones', () => {
  it.each([
    ['9011112201', '09011112201'], // mobile
    ['8012345678', '08012345678'],
    ['7012345678', '07012345678'],
    ['5012345678', '05012345678'], // IP phone
    ['312345678', '0312345678'], // Tokyo fixed line
    ['120123456', '0120123456'], // toll free
    ['8001234567', '08001234567'],
    ['０９０１１１１２２０１', '09011112201'],
    ['９０１１１１２２０１', '09011112201'],
    ['０９０－１１１１－２２０１', '090-1111-2201'],
    ['09011112201', '09011112201'],
    ['090-1111-2201', '090-1111-2201'],
  ])('reads %s as %s', (typed, read) => {
    expect(readPhone(typed)).toBe(read);
    expect(textAnswerProblem(PHONE, read)).toBeNull();
  });

  it.each([
    ['901111220', '901111220'], // 090 + 7 digits is no number
    ['9011112201999', '9011112201999'],
    ['1234567', '1234567'],
    ['12345678901', '12345678901'], // 11 digits without 0: not a lost zero
    ['4012345678', '4012345678'], // 040 + 8 digits is no 11-digit number
    ['90-1111-2201', '90-1111-2201'],
    ['電話なし', '電話なし'],
  ])('leaves %s as it was: still refused', (typed, read) => {
    expect(readPhone(typed)).toBe(read);
    expect(textAnswerProblem(PHONE, read)).not.toBeNull();
  });
});

describe('postal codes', () => {
  it('puts back the zeros of each part and splits a whole code', () => {
    expect(readPostalPart('60', 3)).toBe('060');
    expect(readPostalPart('5', 4)).toBe('0005');
    expect(readPostalPart('０６０', 3)).toBe('060');
    expect(readPostalPart('0005', 4)).toBe('0005');
    expect(splitPostalCode('060-0005')).toEqual(['060', '0005']);
    expect(splitPostalCode('0600005')).toEqual(['060', '0005']);
    expect(splitPostalCode('600005')).toEqual(['060', '0005']);
    expect(splitPostalCode('〒０６０－０００５')).toEqual(['060', '0005']);
  });

  it('leaves what is no postal code', () => {
    expect(readPostalPart('12345', 4)).toBe('12345');
    expect(readPostalPart('札幌', 3)).toBe('札幌');
    expect(splitPostalCode('12345')).toBeNull();
    expect(splitPostalCode('06-0005')).toBeNull();
    expect(textAnswerProblem(LAST, readPostalPart('12345', 4))).not.toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['2004/5/6', '2004-05-06'],
    ['2004/05/06', '2004-05-06'],
    ['2004-5-6', '2004-05-06'],
    ['2004.5.6', '2004-05-06'],
    ['2004年5月6日', '2004-05-06'],
    ['２００４年５月６日', '2004-05-06'],
    ['２００４／０５／０６', '2004-05-06'],
    ['2004/5/6 0:00:00', '2004-05-06'],
    ['20040506', '2004-05-06'],
    ['38113', '2004-05-06'], // Excel serial
    ['36526', '2000-01-01'],
    ['2004-05-06', '2004-05-06'],
    ['2004/2/29', '2004-02-29'],
  ])('reads %s as %s', (typed, read) => {
    expect(readDate(typed)).toBe(read);
    expect(textAnswerProblem(BIRTHDAY, read)).toBeNull();
  });

  it.each([
    '5月6日',
    '2004/2/30',
    '2003/2/29',
    '2004/13/1',
    '2004',
    '04/5/6',
    '6/5/2004',
    'あした',
  ])('leaves %s for the rule to refuse', (typed) => {
    expect(readDate(typed)).toBe(halfWidth(typed));
    expect(textAnswerProblem(BIRTHDAY, readDate(typed))).not.toBeNull();
  });

  it('counts Excel serials in the 1900 date system, its 1900-02-29 (60) refused', () => {
    expect(excelSerialDate(1)).toBe('1900-01-01');
    expect(excelSerialDate(59)).toBe('1900-02-28');
    expect(excelSerialDate(60)).toBeNull();
    expect(excelSerialDate(61)).toBe('1900-03-01');
    expect(excelSerialDate(38113)).toBe('2004-05-06');
    expect(excelSerialDate(45658)).toBe('2025-01-01');
    expect(excelSerialDate(2958465)).toBe('9999-12-31');
    expect(excelSerialDate(0)).toBeNull();
    expect(excelSerialDate(2958466)).toBeNull();
  });
});

describe('a row', () => {
  it('reads each cell by its field and notes what was read differently', () => {
    const { values, notes } = readRow(FIELDS, {
      seiKanji: ' 高橋 ',
      mobileNumber: '9011112201',
      birthday: '2004/5/6',
      currentPostalFirst: '60',
      currentPostalLast: '5',
      desiredSalary: '５００',
    });
    expect(values).toEqual({
      seiKanji: ' 高橋 ',
      mobileNumber: '09011112201',
      birthday: '2004-05-06',
      currentPostalFirst: '060',
      currentPostalLast: '0005',
      desiredSalary: '500',
    });
    expect(notes).toEqual([
      { label: '携帯電話番号', typed: '9011112201', read: '09011112201' },
      { label: '生年月日', typed: '2004/5/6', read: '2004-05-06' },
      { label: '郵便番号（前半）', typed: '60', read: '060' },
      { label: '郵便番号（後半）', typed: '5', read: '0005' },
      { label: '希望年収', typed: '５００', read: '500' },
    ]);
  });

  it('splits a whole postal code typed in 前半 with one note', () => {
    const read = readRow(FIELDS, { currentPostalFirst: '600005', currentPostalLast: '' });
    expect(read.values).toEqual({ currentPostalFirst: '060', currentPostalLast: '0005' });
    expect(read.notes).toEqual([{ label: '郵便番号（前半）', typed: '600005', read: '060-0005' }]);
  });

  it('notes nothing when every cell is as typed', () => {
    const typed = {
      mobileNumber: '090-1111-2201',
      birthday: '2004-05-06',
      currentPostalFirst: '060',
      currentPostalLast: '0005',
    };
    expect(readRow(FIELDS, typed)).toEqual({ values: typed, notes: [] });
  });
});
