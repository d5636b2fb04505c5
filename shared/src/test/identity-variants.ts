// Real-world ways of writing one person (issue 21), shared by the normalisation's unit test and
// the api's proof that the SQL functions of migration 0006 give the same keys.

/** Each group: different ways of typing one value, and the key they all share. */
export const PHONE_VARIANTS: { key: string; forms: string[] }[] = [
  {
    key: '09012345678',
    forms: [
      '09012345678',
      '090-1234-5678',
      '０９０-１２３４-５６７８',
      '０９０ー１２３４ー５６７８',
      '090 1234 5678',
      '(090)1234-5678',
      '+81 90 1234 5678',
      '+81-90-1234-5678',
      '+819012345678',
      '＋８１ ９０ １２３４ ５６７８',
      '+81 (0)90-1234-5678',
      ' 090.1234.5678 ',
    ],
  },
  { key: '0312345678', forms: ['03-1234-5678', '+81 3 1234 5678', '（０３）１２３４－５６７８'] },
  // Without the + it is not the country code.
  { key: '819012345678', forms: ['819012345678'] },
];

export const EMAIL_VARIANTS: { key: string; forms: string[] }[] = [
  {
    key: 'taro.yamada@example.jp',
    forms: [
      'taro.yamada@example.jp',
      'Taro.Yamada@Example.jp',
      'TARO.YAMADA@EXAMPLE.JP',
      ' taro.yamada@example.jp ',
      'ｔａｒｏ．ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｊｐ',
      'Taro.Yamada@Example.jp\u3000',
    ],
  },
];

export const NAME_VARIANTS_CASES: { key: string; forms: string[] }[] = [
  { key: '高橋', forms: ['高橋', '髙橋', '高槗', '髙 橋', '高\u3000橋'] },
  { key: '山田', forms: ['山田', '\u2F2D田', '山 田'] },
  { key: 'ヤマダ', forms: ['ヤマダ', 'ﾔﾏﾀﾞ', 'やまだ', 'ヤマ\u3000ダ', 'ﾔﾏ ﾀﾞ'] },
  { key: '山崎', forms: ['山崎', '山\uFA11', '山嵜'] },
  { key: '渡辺', forms: ['渡辺', '渡邊', '渡邉', '渡邉\uDB40\uDD00'] },
  { key: '斎藤', forms: ['斎藤', '齋藤', '齊藤', '斉藤'] },
  { key: '長浜', forms: ['長浜', '長濵', '長濱', '\u2ED1浜'] },
  { key: '徳田', forms: ['徳田', '德田'] },
  { key: '吉田', forms: ['吉田', '\u{20BB7}田'] },
  { key: '隆', forms: ['隆', '\uF9DC'] },
  { key: '太郎', forms: ['太郎', '太　郎'] },
];
