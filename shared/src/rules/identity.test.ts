import { EMAIL_VARIANTS, NAME_VARIANTS_CASES, PHONE_VARIANTS } from '../test/identity-variants';
import { emailKey, identityKeys, nameKey, phoneKey, samePerson } from './identity';

const cases = (groups: { key: string; forms: string[] }[]) =>
  groups.flatMap(({ key, forms }) => forms.map((form) => [form, key] as const));

describe('the identity normalisation', () => {
  it.each(cases(PHONE_VARIANTS))('phone %p → %p', (form, key) => {
    expect(phoneKey(form)).toBe(key);
  });

  it.each(cases(EMAIL_VARIANTS))('e-mail %p → %p', (form, key) => {
    expect(emailKey(form)).toBe(key);
  });

  it.each(cases(NAME_VARIANTS_CASES))('name %p → %p', (form, key) => {
    expect(nameKey(form)).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(nameKey('高橋')).not.toBe(nameKey('高槻'));
    expect(nameKey('斎藤')).not.toBe(nameKey('佐藤'));
    expect(phoneKey('090-1234-5678')).not.toBe(phoneKey('090-1234-5679'));
    // An extension is not part of the line's number.
    expect(phoneKey('03-1234-5678 内線12')).toBe('0312345678');
    expect(phoneKey('03-1234-5678（内線12）')).toBe('0312345678');
    expect(emailKey('taro@example.jp')).not.toBe(emailKey('taro@example.com'));
  });

  it('links one person written in different forms (phone AND e-mail)', () => {
    const typed = identityKeys({
      seiKanji: '髙橋',
      meiKanji: '太郎',
      seiKana: 'ﾀｶﾊｼ',
      meiKana: 'ﾀﾛｳ',
      phone: '+81 90 1234 5678',
      email: 'Taro.Takahashi@Example.jp',
    });
    const stored = identityKeys({
      seiKanji: '高橋',
      meiKanji: '太郎',
      seiKana: 'タカハシ',
      meiKana: 'タロウ',
      phone: '０９０-１２３４-５６７８',
      email: 'taro.takahashi@example.jp',
    });
    expect(typed).toEqual(stored);
    expect(typed).toEqual({
      phoneKey: '09012345678',
      emailKey: 'taro.takahashi@example.jp',
      nameKey: '高橋太郎',
      kanaKey: 'タカハシタロウ',
    });
    expect(samePerson(typed, stored)).toBe(true);
    expect(samePerson(typed, { ...stored, emailKey: 'other@example.jp' })).toBe(false);
  });
});
