/** Japanese server texts; keys must match ko.ts exactly. */
import type { MessageKey } from "../keys";

export const ja = {
  OK: "正常に処理されました。",
  UNAUTHORIZED: "ログイン情報が無効です。もう一度ログインしてください。",
  TOKEN_EXPIRED: "ログイントークンの有効期限が切れました。",
  TOKEN_PARSE_ERROR: "ログイントークンを読み取れませんでした。",
  FORBIDDEN: "この操作を行う権限がありません。",
  NOT_FOUND: "お探しの項目が見つかりませんでした。",
  VALIDATION_ERROR: "入力内容をご確認ください。",
  TOO_MANY_REQUESTS: "リクエストが多すぎます。しばらくしてからもう一度お試しください。",
  INTERNAL_ERROR: "サーバーに問題が発生しました。管理者にお問い合わせください。",
  BAD_REQUEST: "リクエストを処理できませんでした。",
  CONFLICT: "ほかの変更と競合しました。再読み込みしてからもう一度お試しください。",
  PAYLOAD_TOO_LARGE: "リクエストのデータが大きすぎます。",
  SERVICE_UNAVAILABLE: "一時的にサービスを利用できません。しばらくしてからもう一度お試しください。",
  UNSUPPORTED_MEDIA_TYPE: "このデータ形式には対応していません。",
  // Login, verification, passwords, sessions (server/modules/auth, session, company)
  "auth.wrongCredentials": "IDまたはパスワードを確認して、もう一度お試しください。",
  "auth.accountLocked": "アカウントがロックされています。管理者にお問い合わせください。",
  "auth.passwordUnreadable":
    "パスワードを読み取れませんでした。ページを再読み込みしてもう一度お試しください。",
  "auth.verificationRequired": "当日の初回ログインには本人認証が必要です。",
  "auth.codeSent": "認証コードを送信しました。",
  "auth.codeMismatch": "認証コードが一致しません。",
  "auth.codeExpired": "認証時間が過ぎました。2分以内に認証を完了してください。",
  "auth.codeLocked": "認証コードを5回間違えました。認証コードを再発行してください。",
  "auth.codeResendLimit": "認証コードは{seconds}秒後に再発行できます。",
  "auth.noContact":
    "登録済みの携帯電話番号またはメールアドレスがありません。管理者にお問い合わせください。",
  "auth.userNotFound": "IDと氏名が一致しません。",
  "auth.temporaryPasswordSent":
    "登録済みの連絡先に仮パスワードを送信しました。仮パスワードでログインしてから、パスワードを変更してください。",
  "auth.passwordRules":
    "パスワードのルールに違反しています。英大文字・英小文字・数字・特殊文字（@$!#%*?&）をすべて含む8～32文字で入力してください。",
  "auth.passwordCommon":
    "よく使われるパスワードのため使用できません。別のパスワードを入力してください。",
  "auth.passwordSame": "新しいパスワードは現在のパスワードと異なるものにしてください。",
  "auth.currentPasswordWrong": "現在のパスワードが正しくありません。",
  "auth.passwordChanged": "パスワードを変更しました。",
  "auth.passwordExpired":
    "パスワードを変更してから90日が経過しました。パスワードを変更してください。",
  "auth.loginLimited": "ログインの失敗が多すぎます。{minutes}分後にもう一度お試しください。",
  "auth.loggedOut": "ログアウトしました。",
  "company.notMember": "所属していない会社です。",
  "notify.codeSubject": "[グループポータル] 認証コードのお知らせ",
  "notify.codeText": "グループポータルの認証コードは {code} です。2分以内に入力してください。",
  "notify.temporaryPasswordSubject": "[グループポータル] 仮パスワードのお知らせ",
  "notify.temporaryPasswordText":
    "グループポータルのパスワードのリセットが依頼されました。仮パスワードは {password} で、24時間有効です。ログイン後、すぐに変更してください。心当たりがない場合はこのメッセージを無視してください。現在のパスワードはそのまま使えます。",
  // Embedded CAS service pages (server/cas)
  "cas.title": "グループポータル統合ログイン",
  "cas.intro": "1つのアカウントでグループのすべてのサービスにログインできます。",
  "cas.language": "言語",
  "cas.idLabel": "ID",
  "cas.passwordLabel": "パスワード",
  "cas.submit": "ログイン",
  "cas.idRequired": "IDを入力してください。",
  "cas.passwordRequired": "パスワードを入力してください。",
  "cas.idAndPasswordRequired": "IDとパスワードを入力してください。",
  "cas.formExpired": "ログイン画面の有効期限が切れました。もう一度お試しください。",
  "cas.unknownServiceTitle": "許可されていないアプリケーション",
  "cas.unknownServiceText":
    "このアプリケーションは統合ログインに登録されていません。アクセスしたアドレスをご確認ください。",
  "cas.loggedInTitle": "ログイン完了",
  "cas.loggedInText": "ログインしました。ご利用になるアプリケーションにお戻りください。",
  "cas.loggedOutTitle": "ログアウト完了",
  "cas.loggedOutText": "統合ログインからログアウトしました。安全のため、ブラウザを閉じてください。",
  "cas.backToLogin": "ログイン画面に戻る",
  // Portal (server/modules/{user,menu,favorite,board,...}, lib/idempotency)
  "portal.favorite.nameAndUrlInvalid": "テキストとURLの形式を確認してください。",
  "portal.favorite.nameInvalid": "テキストを確認してください。",
  "portal.favorite.urlRequired": "アドレスを確認してください。",
  "portal.favorite.urlInvalid": "URLの形式を確認してください。",
  "portal.favorite.deleteNeedsId": "削除するお気に入りが指定されていません。",
  "portal.favorite.tooMany": "お気に入りは最大100件まで登録できます。",
  "portal.duplicateId": "同じ項目が複数回含まれています。",
  "portal.menu.unknownItem": "このメニューにない項目が含まれています。",
  "portal.menu.otherAuthority": "ご自身の権限のメニューのみ変更できます。",
  "portal.idempotencyKeyInvalid":
    "Idempotency-Key は英数字、_、- からなる8～128文字で指定してください。",
  "portal.idempotencyKeyReused":
    "この Idempotency-Key はすでに別のリクエストで使用されています。新しいキーでもう一度お試しください。",
  "portal.vacationCompanyOnly": "現在の会社では休暇情報を提供していません。",
  "portal.notYourIdentity": "ログイン中のユーザーの情報と一致しません。",
  "portal.handover.invalidUrl": "このアドレスは開けません。パスを確認してください。",
  "portal.handover.hostNotAllowed": "接続が許可されていないサイトです。",
  "organization.searchWordRequired": "検索語を入力してください。",
  "validation.unstorableText": "保存できない文字が含まれています。",
} satisfies Record<MessageKey, string>;
