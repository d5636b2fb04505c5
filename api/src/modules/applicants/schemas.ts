// Japanese names of the applicant calls' fields, for their 422 messages (the schemas themselves
// are the contract's: @portal/shared/contract/applicants).
export const APPLICANT_LABELS = {
  seiKanji: '姓',
  meiKanji: '名',
  seiKana: 'セイ',
  meiKana: 'メイ',
  email: 'PCメールアドレス',
  phone: '携帯電話番号',
  directMessageFlag: '直接連絡可否',
  keyword: 'キーワード',
  cursor: 'カーソル',
  limit: '件数',
  selectedCompanyId: '企業',
  name: '氏名',
  kana: '氏名（カナ）',
  exceptId: '除外する候補者',
  sourceApplicantId: 'まとめる候補者',
};
