// Every Japanese text of the applicants remote.
export const messages = {
  title: '候補者管理',
  description: '登録した候補者の情報と、紹介した求人ごとの選考状況を管理します。',
} as const;
