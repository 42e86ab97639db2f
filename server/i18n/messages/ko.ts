/**
 * Korean server texts: the source of the key set. Every other locale must provide exactly these
 * keys (enforced by `satisfies` in the sibling files and in ../index.ts), so adding a key here
 * makes `npm run typecheck` fail until en, zh and ja translate it.
 * Keys: envelope codes in UPPER_CASE; module texts as "<module>.<name>" (e.g. "auth.wrongPassword").
 * Placeholders: {name}, filled by translate(locale, key, { name }).
 */
export const ko = {
  OK: "정상적으로 처리되었습니다.",
  UNAUTHORIZED: "로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.",
  TOKEN_EXPIRED: "로그인 토큰이 만료되었습니다.",
  TOKEN_PARSE_ERROR: "로그인 토큰을 해석할 수 없습니다.",
  FORBIDDEN: "이 작업을 수행할 권한이 없습니다.",
  NOT_FOUND: "요청하신 항목을 찾을 수 없습니다.",
  VALIDATION_ERROR: "입력하신 내용을 다시 확인해 주세요.",
  TOO_MANY_REQUESTS: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  INTERNAL_ERROR: "서버에 문제가 발생했습니다. 관리자에게 문의해 주세요.",
  BAD_REQUEST: "요청을 처리할 수 없습니다.",
  CONFLICT: "다른 변경 사항과 충돌했습니다. 새로고침한 후 다시 시도해 주세요.",
  PAYLOAD_TOO_LARGE: "요청 데이터가 너무 큽니다.",
  UNSUPPORTED_MEDIA_TYPE: "지원하지 않는 데이터 형식입니다.",
} as const;
