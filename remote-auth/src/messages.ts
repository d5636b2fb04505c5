// Every Japanese text of the auth remote (the specification's texts verbatim where it gives them).
export const messages = {
  // --- shared by the auth pages ---
  productName: '紹介会社ポータル',
  newGraduateLogo: '新卒採用 紹介会社ポータル',
  midLogo: '中途採用 紹介会社ポータル',
  newGraduateTag: '新卒採用',
  midTag: '中途採用',
  copyright: '© 2026 紹介会社ポータル運営事務局',
  backToLogin: 'ログイン画面に戻る',
  emailLabel: 'メールアドレス',
  emailRequired: 'メールアドレスを入力してください',
  emailInvalid: '正しいメールアドレスを入力してください',

  // --- login ---
  loginTitle: 'ログイン',
  loginLead: 'ご登録のメールアドレスまたはユーザーIDでログインしてください。',
  loginId: 'メールアドレスまたはユーザーID',
  loginIdRequired: 'メールアドレスまたはユーザーIDを入力してください',
  password: 'パスワード',
  passwordRequired: 'パスワードを入力してください',
  rememberMe: '次回から自動でログイン',
  submit: 'ログイン',
  loginSuccess: 'ログインしました',
  loginFailure: 'ログインに失敗しました',
  signupLink: '新規アカウント登録はこちら',
  forgotPasswordLink: 'パスワードをお忘れの方はこちら',

  // --- forgot-password ---
  forgotTitle: 'パスワード再発行',
  forgotLead:
    'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをメールでお送りします。',
  forgotSubmit: 'パスワードを再発行する',
  forgotSuccess: '入力したメールアドレスから再発行手続きを行ってください。',
  forgotFailure: 'パスワード再発行に失敗しました。',

  // --- reset-password ---
  resetTitle: 'パスワード再設定',
  resetLead: 'ご登録のメールアドレスと新しいパスワードを入力してください。',
  invalidLink: '無効なリンクです。',
  invalidLinkHint: 'お手数ですが、パスワード再発行の手続きをもう一度行ってください。',
  newPassword: '新しいパスワード',
  newPasswordRequired: '新しいパスワードを入力してください',
  newPasswordConfirmation: '新しいパスワード（確認）',
  newPasswordConfirmationRequired: '新しいパスワード（確認）を入力してください',
  resetSubmit: 'パスワードを再設定する',
  resetSuccess: 'パスワードリセットしました',
  resetFailure: 'パスワードリセットに失敗しました',

  // --- welcome (company-code authentication) ---
  welcomeTitle: '企業コード認証',
  welcomeLead: '運営事務局から発行された企業コードと、登録するメールアドレスを入力してください。',
  companyCode: '企業コード',
  companyCodeRequired: '企業コードを入力してください',
  welcomeSubmit: '認証する',
  welcomeSuccess: '企業コード認証が完了しました',
  welcomeFailure: '企業コード認証に失敗しました',

  // --- signup ---
  signupTitle: 'アカウント登録',
  signupLead: 'アカウント情報を入力してください。登録が完了するとそのままログインします。',
  subAccountLead:
    '招待されたアカウントの情報を入力してください。登録が完了するとそのままログインします。',
  verifyingHash: '招待情報を確認しています...',
  verifyHashFailure: '招待リンクの確認に失敗しました',
  userId: 'ユーザーID',
  userIdRequired: 'ユーザーIDを入力してください',
  passwordHint: '8〜255文字で、英字と数字をそれぞれ1文字以上含めてください',
  passwordRule: 'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください',
  verifiedByCompanyCode: '企業コード認証で確認済みのため変更できません',
  verifiedByInvitation: '招待で確認済みのため変更できません',
  companyName: '会社名',
  companyNameRequired: '会社名を入力してください',
  phone: '電話番号',
  phoneRequired: '電話番号を入力してください',
  contactPerson: '担当者名',
  contactPersonRequired: '担当者名を入力してください',
  address: '住所',
  addressRequired: '住所を入力してください',
  signupSubmit: '登録する',
  signupSuccess: 'アカウント登録が完了しました',
  signupFailure: 'アカウント登録に失敗しました',
  signupException: 'アカウント登録中にエラーが発生しました',
} as const;
