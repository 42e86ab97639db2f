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
  INTERNAL_ERROR: "サーバーで問題が発生しました。管理者にお問い合わせください。",
  BAD_REQUEST: "リクエストを処理できませんでした。",
  CONFLICT: "ほかの変更と競合しました。再読み込みしてからもう一度お試しください。",
  PAYLOAD_TOO_LARGE: "リクエストのデータが大きすぎます。",
  UNSUPPORTED_MEDIA_TYPE: "このデータ形式には対応していません。",
} satisfies Record<MessageKey, string>;
