// The identity normalisation of the duplicate rule (issue 21): the match keys of a person's phone,
// e-mail and names. Stored values stay as typed; the keys are for matching only. The api keeps
// the same keys in generated columns of `applicants` (SQL functions identity_*_key of migration
// 0006): api/src/modules/applicants/identity-sql.test.ts proves both give the same keys, so a
// change here needs a migration that changes those functions in step.

/**
 * White space removed from names and trimmed from e-mail addresses, after NFKC (which already
 * turns U+3000 and most other spaces into U+0020): the same class as the SQL functions.
 */
const SPACE_CLASS =
  '\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200D\\u2028\\u2029\\u202F\\u205F\\u2060\\u3000\\uFEFF';
const EDGE_SPACES = new RegExp(`^[${SPACE_CLASS}]+|[${SPACE_CLASS}]+$`, 'g');
/** Spaces and variation selectors (異体字セレクタ: U+FE00–FE0F, U+E0100–E01EF). */
// eslint-disable-next-line no-misleading-character-class -- the variation selectors are what it removes
const NAME_NOISE = new RegExp(`[${SPACE_CLASS}\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}]`, 'gu');

/**
 * Common 異体字 and look-alikes NFKC leaves alone, each to the form most people type: for
 * matching only. CJK compatibility ideographs such as 﨑 (U+FA11) have no decomposition, and
 * the CJK radicals supplement (⻄, ⻑, …, pasted from PDFs like the Kangxi radicals NFKC does
 * map) neither. 齊 is the old form of 斉, but 斉藤/斎藤/齋藤/齊藤 are the same name to most people.
 */
export const NAME_VARIANTS: Readonly<Record<string, string>> = {
  髙: '高',
  '\uFA11': '崎', // 﨑
  嵜: '崎',
  邊: '辺',
  邉: '辺',
  齋: '斎',
  齊: '斎',
  斉: '斎',
  濵: '浜',
  濱: '浜',
  槗: '橋',
  德: '徳',
  '\u{20BB7}': '吉', // 𠮷 (つちよし)
  澤: '沢',
  嶋: '島',
  嶌: '島',
  廣: '広',
  國: '国',
  櫻: '桜',
  眞: '真',
  惠: '恵',
  榮: '栄',
  藏: '蔵',
  實: '実',
  冨: '富',
  '\u2EC4': '西', // ⻄
  '\u2EC6': '角', // ⻆
  '\u2ED1': '長', // ⻑
  '\u2ED8': '青', // ⻘
  '\u2EDD': '食', // ⻝
  '\u2EE4': '鬼', // ⻤
  '\u2EE8': '麦', // ⻨
  '\u2EE9': '黄', // ⻩
  '\u2EED': '歯', // ⻭
  '\u2EEF': '竜', // ⻯
  '\u2EF2': '亀', // ⻲
};

const HIRAGANA = /[\u3041-\u3096]/g;
const toKatakana = (char: string) => String.fromCharCode(char.charCodeAt(0) + 0x60);

/** An extension written after the number: 内線12, （内線12）, ext. 12, x12, #12. */
const PHONE_EXTENSION = /[\s,、]*\(?\s*(?:内線|ext\.?|x|#)\s*\d{1,6}\s*\)?\s*$/i;

/** The number as written without its extension (NFKC): the part that identifies the line. */
export const phoneWithoutExtension = (raw: string): string =>
  raw.normalize('NFKC').replace(PHONE_EXTENSION, '');

/**
 * A phone number's key: NFKC, the extension left out, digits only, a leading +81 as 0
 * (+81 (0)90… too).
 */
export function phoneKey(raw: string): string {
  const text = phoneWithoutExtension(raw);
  const digits = text.replace(/[^0-9]/g, '');
  if (!/^[^0-9]*\+/.test(text) || !digits.startsWith('81')) return digits;
  const national = digits.slice(2);
  return national.startsWith('0') ? national : `0${national}`;
}

/** An e-mail address's key: NFKC, trimmed, lower-cased. */
export const emailKey = (raw: string): string =>
  raw.normalize('NFKC').replace(EDGE_SPACES, '').toLowerCase();

/**
 * A name's key: NFKC (Kangxi radicals, compatibility ideographs that decompose, half-width kana
 * to their unified and full-width forms), spaces and variation selectors removed, the 異体字 of
 * NAME_VARIANTS replaced and hiragana as katakana (やまだ = ヤマダ = ﾔﾏﾀﾞ).
 */
export function nameKey(raw: string): string {
  let key = '';
  for (const char of raw.normalize('NFKC').replace(NAME_NOISE, '')) {
    key += NAME_VARIANTS[char] ?? char;
  }
  return key.replace(HIRAGANA, toKatakana);
}

/** Fewer digits than this is no phone number (a half-typed one matches nobody). */
export const MIN_PHONE_KEY_LENGTH = 6;

export interface IdentityFields {
  seiKanji: string;
  meiKanji: string;
  seiKana: string;
  meiKana: string;
  email: string;
  phone: string;
}

export interface IdentityKeys {
  phoneKey: string;
  emailKey: string;
  /** The kanji name (姓 + 名). */
  nameKey: string;
  /** The kana name (セイ + メイ). */
  kanaKey: string;
}

export const identityKeys = (person: IdentityFields): IdentityKeys => ({
  phoneKey: phoneKey(person.phone),
  emailKey: emailKey(person.email),
  nameKey: nameKey(person.seiKanji + person.meiKanji),
  kanaKey: nameKey(person.seiKana + person.meiKana),
});

/** The duplicate rule: one person when phone AND e-mail match, on the keys. */
export const samePerson = (a: IdentityKeys, b: IdentityKeys): boolean =>
  a.phoneKey === b.phoneKey && a.emailKey === b.emailKey;
