// Every Japanese text of the jobs remote.
import type { PossibleDuplicate } from '@portal/shared/contract/applicants';

export const messages = {
  searchTitle: '求人検索',
  searchDescription: '連携企業が公開している求人を条件で探し、候補者の紹介に進めます。',
  previewTitle: '求人プレビュー',
  previewDescription:
    '企業が作成した求人が、紹介会社の画面でどのように表示されるかを確認できます。',

  // search form
  searchJobName: '求人タイトル',
  searchJobCategory: '職種',
  searchArea: 'エリア',
  searchPlaceholder: '1文字以上のキーワードを入力',
  searchStatus: 'ステータス',
  statusAll: '全て',
  statusRecruiting: '募集中',
  statusFinished: '募集終了',
  sortField: '並び替え',
  sortOrder: '並び順',
  sortJobName: '求人タイトル',
  sortDepartment: '部署',
  sortJobCategory: '職種',
  sortStart: '募集開始日時',
  sortEnd: '募集終了日時',
  sortCandidates: '推薦人数',
  asc: '昇順',
  desc: '降順',
  apply: '適用する',

  // job list panel
  jobListTitle: '公開求人一覧',
  shownCount: (n: number) => `${n}件表示`,
  jobListKeyword: '求人名・企業名で絞り込み',
  backToSearch: '検索条件を変更する',
  jobsLoading: '公開求人を読み込み中...',
  jobsEmpty: '条件に合う求人がありません',
  jobsError: '求人の取得に失敗しました',
  retry: '再読み込み',
  importedHistory: '一括紹介の履歴があります',
  // job changes since the last referral (issue 22)
  changedMark: '変更あり',
  changedMarkLabel: '前回の紹介以降に求人内容が変更されています',
  changesTitle: '前回の紹介以降の変更内容',
  changesLead: (at: string) => `最後に紹介した日時（${at}）以降に、企業が次の項目を変更しました。`,
  changedAt: (at: string) => `${at} 変更`,
  changeBefore: '変更前',
  changeAfter: '変更後',
  changeNone: '（なし）',
  selectJob: '左の一覧から求人を選択してください',
  /** Below 900 px the job opens without the list beside it (@portal/shared/ui/phone-levels). */
  backToJobList: '求人一覧に戻る',

  // job detail
  jobLoading: '求人情報を読み込み中...',
  jobError: '求人情報の取得に失敗しました',
  referByHand: '手入力で紹介する',
  referToThisJob: 'この求人に紹介する',
  bulkReferral: '一括紹介',
  outsideWindow: '募集期間外、または募集終了のため紹介できません。',
  bulkIndicator: '確認が必要な一括紹介の結果があります',
  /** Not in the spec: outside the recruitment window, the way to the last import's failed rows. */
  bulkReviewFailures: '紹介できなかった候補者を確認',
  progress: (done: number, total: number) => `処理済み ${done} / ${total} 件`,

  // referred candidates sidebar
  referredTitle: '紹介済み候補者一覧',
  referredAt: (at: string, by: string | null) => `推薦日時 ${at}${by ? `（${by}）` : ''}`,
  allApplicantsTitle: '候補者一覧',
  applicantDetail: '詳細',
  applicantDetailOf: (name: string) => `${name}の`,
  applicantDetailTitle: '連絡先とメッセージを見る',
  candidateKeyword: '名前で絞り込み',
  referCandidate: '候補者を紹介する',
  backToReferred: '紹介済み一覧に戻る',
  filter: '検索条件',
  filterStatus: '選考状況',
  sortBy: '並び替え',
  sortByName: '名前',
  sortByStatus: '選考段階',
  candidatesLoading: '紹介済み候補者を読み込み中...',
  candidatesEmpty: '紹介済みの候補者はいません',
  candidatesError: '候補者の取得に失敗しました',
  applicantsLoading: '候補者一覧を読み込み中...',
  applicantsEmpty: '候補者が登録されていません',
  applicantsNoMatch: '該当する候補者はいません',
  applicantsLoadingMore: 'さらに読み込み中...',
  applicantsCount: (n: number) => `${n.toLocaleString('ja-JP')}件`,

  // referral form
  registerTitle: '紹介情報登録',
  updateTitle: '紹介情報更新',
  referralLoading: '紹介情報を読み込み中...',
  fieldsError: '入力項目の取得に失敗しました',
  submitRegister: '紹介する',
  submitUpdate: '更新する',
  required: 'この項目は必須です',
  linkNote:
    '携帯電話番号とPCメールアドレスの両方が一致する候補者が既に登録されている場合は、その候補者に紐づけて紹介します。一致しない場合は新しい候補者として登録します。',
  noJobNote: 'この紹介情報は求人に紐づけられていないため、求人情報が表示されません',
  duplicates: {
    title: '登録済みの候補者と同じ人かもしれません',
    link: (kanji: string, kana: string) => `${kanji}（${kana}）`,
    reason: (d: PossibleDuplicate) =>
      d.samePerson
        ? '電話番号とメールアドレスが一致（この候補者に紐づけて紹介します）'
        : d.matchedOn.phone
          ? d.matchedOn.name
            ? '氏名と電話番号が一致'
            : '電話番号が一致'
          : '氏名とメールアドレスが一致',
    hint: '別の人であればこのまま紹介できます。同じ人の場合は、登録済みの候補者から紹介してください。',
  },
  nameKanji: '名前（漢字）',
  nameKana: '名前（カナ）',
  postalCode: '郵便番号',
  finalEducation: '最終学歴',
  salarySuffix: '万円',
  fileTypes: (types: string[]) => `添付できる形式：${types.join(', ')}`,
  fileAnyType: '添付できる形式：制限なし',
  fileCurrent: (name: string) => `登録済み：${name}（変更する場合のみ選択してください）`,
  fileOneOnUpdate: '更新時に選択できるファイルは1件です',
  historyAdd: '職歴を追加',
  historyRemove: 'この職歴を削除',
  historyEntry: (n: number) => `職歴 ${n}`,
  historyStart: '開始年月',
  historyEnd: '終了年月',
  historyCompany: '会社名',
  historyDepartment: '部署・役職',
  historyDetails: '業務内容',
  historyIncomplete: '開始年月・終了年月・会社名を入力してください',
  historyOrder: '終了年月は開始年月以降にしてください',
  choose: '選択してください',
  charCount: (n: number) => `現在${n}文字`,
  registered: '紹介情報を登録しました',
  updated: '紹介情報を更新しました',
  unexpected: '予期しないエラーが発生しました',
  invalidSubmit: '入力内容に誤りがあります。各項目をご確認ください。',
  universityError: '大学名データの取得に失敗しました。学校名は直接入力してください。',
  suggestions: '候補',
  bookingCancel: 'キャンセル',
  draftFound: (time: string) => `${time} に入力途中だった内容があります。`,
  draftFilesNote: '添付ファイルは保存されないため、復元後にもう一度選択してください。',
  draftRestore: '復元する',
  directContactHelp: '直接連絡可否の説明',
  draftDiscard: '破棄する',
  draftSaved: '入力内容はこのブラウザに一時保存されています（添付ファイルを除く）',

  // leave guard
  leaveTitle: 'ページを離れてよろしいですか？',
  leaveMessage: '入力中の内容は保存されません。',
  leaveCancel: 'キャンセル',
  leaveConfirm: '移動する',

  // bulk
  bulkTitle: '一括紹介',
  bulkDownload: 'フォーマットをダウンロード',
  bulkPick: 'CSVファイルを選択',
  bulkSubmit: '紹介する',
  bulkStarted: '処理を開始しました',
  bulkFailed: '一括紹介に失敗しました',
  bulkDownloadFailed: 'フォーマットのダウンロードに失敗しました',
  bulkOneFile: 'CSVファイルを1件だけ選択してください',
  bulkFailedTitle: '紹介できなかった候補者',
  bulkDeleteHistory: '履歴を削除',
  bulkHistoryDeleted: '履歴を削除しました',
  bulkNoFailures: '紹介できなかった候補者はいません',
  /** Opens the dialog's second view (spec 2 §2). */
  bulkShowFailed: (count: number) => `紹介できなかった候補者を見る（${count}件）`,
  bulkBackToUpload: 'CSV の登録に戻る',
  bulkFailedLoadError: '候補者情報の取得に失敗しました',
  bulkDeleteFailed: '履歴の削除に失敗しました',
  bulkRow: '行',
  bulkName: '氏名',
  bulkSchool: '学校名',
  bulkLinked: '登録済みの候補者に紐づけ（候補者を見る）',
  bulkReason: '理由',
  bulkDate: '登録日時',
  /** The result list (issue 21): every row of the latest import, with its marks. */
  bulkResultsTitle: '一括紹介の結果',
  bulkShowResults: (count: number) => `一括紹介の結果を見る（${count}行）`,
  bulkResultsOf: (fileName: string, date: string) => `${fileName}（${date}）`,
  bulkResultsFilter: '表示する行',
  bulkFilters: {
    all: 'すべて',
    referred: '紹介済み',
    failed: '紹介できなかった',
    linked: '登録済みの候補者に紐づけ',
    flagged: '重複の可能性あり',
  },
  bulkFilterCount: (label: string, count: number) => `${label}（${count}）`,
  bulkResult: '結果',
  bulkStatusReferred: '紹介済み',
  bulkStatusFailed: '紹介できませんでした',
  bulkNoResults: '該当する行はありません',
  bulkResultsLoadError: '一括紹介の結果の取得に失敗しました',
  bulkMore: 'さらに表示',
  bulkOpenCandidate: '紹介情報を見る',
  /** A cell read differently from what the spreadsheet wrote (a lost leading zero, 2004/5/6). */
  bulkReadAs: (label: string, typed: string, read: string) =>
    `${label} ${typed} を ${read} として読み取りました`,
  bulkNotes: '読み取り方の補正',
  /** A row whose person may be another applicant (name+phone, name+e-mail or phone alone). */
  bulkFlagged: (name: string) => `重複の可能性：${name}`,
  bulkFlaggedReason: (on: { name: boolean; phone: boolean; email: boolean }) =>
    on.phone && on.email
      ? '電話番号とメールアドレスが一致'
      : on.phone
        ? on.name
          ? '氏名と電話番号が一致'
          : '電話番号が一致'
        : '氏名とメールアドレスが一致',
  bulkHelp:
    'フォーマットをダウンロードし、1行に1人ずつ入力したCSV（UTF-8 または Shift_JIS）を選択してください。',
} as const;
