// Every Japanese text of the jobs remote.
export const messages = {
  searchTitle: '求人検索',
  searchDescription: '連携企業が公開している求人を条件で探し、候補者の紹介に進めます。',
  previewTitle: '求人プレビュー',
  previewDescription:
    '企業が作成した求人が、紹介会社の画面でどのように表示されるかを確認できます。',
} as const;
