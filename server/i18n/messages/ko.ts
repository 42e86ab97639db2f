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
  INTERNAL_ERROR: "서버에 문제가 있습니다. 관리자에게 문의하세요.",
  BAD_REQUEST: "요청을 처리할 수 없습니다.",
  CONFLICT: "다른 변경 사항과 충돌했습니다. 새로고침한 후 다시 시도해 주세요.",
  PAYLOAD_TOO_LARGE: "요청 데이터가 너무 큽니다.",
  SERVICE_UNAVAILABLE: "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  UNSUPPORTED_MEDIA_TYPE: "지원하지 않는 데이터 형식입니다.",
  // Login, verification, passwords, sessions (server/modules/auth, session, company)
  "auth.wrongCredentials": "아이디 또는 비밀번호를 확인한 후 다시 시도해 주세요.",
  "auth.accountLocked": "계정이 잠겼습니다. 관리자에게 문의해 주세요.",
  "auth.passwordUnreadable":
    "비밀번호를 확인할 수 없습니다. 화면을 새로고침한 후 다시 시도해 주세요.",
  "auth.verificationRequired": "당일 최초 로그인 시 본인 인증이 필요합니다.",
  "auth.codeSent": "인증번호가 발송되었습니다.",
  "auth.codeMismatch": "인증번호가 일치하지 않습니다.",
  "auth.codeExpired": "인증 시간이 만료되었습니다. 2분 안에 인증을 완료해 주세요.",
  "auth.codeLocked": "인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.",
  "auth.codeResendLimit": "인증번호는 {seconds}초 후에 다시 요청할 수 있습니다.",
  "auth.noContact": "등록된 휴대폰 번호나 이메일이 없습니다. 관리자에게 문의하세요.",
  "auth.userNotFound": "존재하지 않는 사용자입니다.",
  "auth.temporaryPasswordSent":
    "등록된 연락처로 임시 비밀번호를 보냈습니다. 임시 비밀번호로 로그인한 후 비밀번호를 변경해 주세요.",
  "auth.passwordRules":
    "비밀번호 규칙에 맞지 않습니다. 영문 대문자, 소문자, 숫자, 특수문자(@$!#%*?&)를 모두 포함해 8~32자로 입력해 주세요.",
  "auth.passwordCommon": "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.",
  "auth.passwordSame": "새 비밀번호는 현재 비밀번호와 달라야 합니다.",
  "auth.currentPasswordWrong": "현재 비밀번호가 올바르지 않습니다.",
  "auth.passwordChanged": "비밀번호가 변경되었습니다.",
  "auth.passwordExpired": "비밀번호를 변경한 지 90일이 지났습니다. 비밀번호를 변경해 주세요.",
  "auth.loginLimited": "로그인 실패가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.",
  "auth.loggedOut": "로그아웃되었습니다.",
  "company.notMember": "소속되지 않은 회사입니다.",
  "notify.codeSubject": "[그룹 포털] 인증번호 안내",
  "notify.codeText": "그룹 포털 인증번호는 [{code}]입니다. 2분 안에 입력해 주세요.",
  "notify.temporaryPasswordSubject": "[그룹 포털] 임시 비밀번호 안내",
  "notify.temporaryPasswordText":
    "누군가 그룹 포털 비밀번호 초기화를 요청했습니다. 임시 비밀번호는 {password} 이며 24시간 동안 유효합니다. 로그인한 후 바로 비밀번호를 변경해 주세요. 직접 요청하지 않았다면 이 메시지를 무시하세요. 지금 비밀번호는 그대로 사용할 수 있습니다.",
  // Embedded CAS service pages (server/cas)
  "cas.title": "그룹 포털 통합 로그인",
  "cas.intro": "하나의 계정으로 그룹의 모든 서비스에 로그인합니다.",
  "cas.language": "언어",
  "cas.idLabel": "아이디",
  "cas.passwordLabel": "비밀번호",
  "cas.submit": "로그인",
  "cas.idRequired": "아이디를 입력해 주세요.",
  "cas.passwordRequired": "비밀번호를 입력해 주세요.",
  "cas.idAndPasswordRequired": "아이디와 비밀번호를 입력해 주세요.",
  "cas.formExpired": "로그인 화면의 유효 시간이 지났습니다. 다시 시도해 주세요.",
  "cas.unknownServiceTitle": "허용되지 않은 서비스",
  "cas.unknownServiceText":
    "이 서비스는 통합 로그인을 사용하도록 등록되어 있지 않습니다. 접속한 주소를 확인해 주세요.",
  "cas.loggedInTitle": "로그인 완료",
  "cas.loggedInText": "통합 로그인이 완료되었습니다. 이용하시려던 서비스로 돌아가 주세요.",
  "cas.loggedOutTitle": "로그아웃 완료",
  "cas.loggedOutText": "통합 로그인에서 로그아웃되었습니다. 보안을 위해 브라우저를 닫아 주세요.",
  "cas.backToLogin": "로그인 화면으로 돌아가기",
  "cas.forgotPassword": "비밀번호를 잊으셨나요?",
  "cas.appLogin": "그룹 포털 로그인 화면으로 가기",
  // The web app manifest (server/modules/manifest); shortcut names are the PWA's tab names
  "manifest.name": "그룹 포털",
  "manifest.shortName": "그룹 포털",
  "manifest.description": "계열사 임직원을 위한 그룹 인트라넷 포털",
  "manifest.work": "업무",
  "manifest.workDescription": "업무 메뉴 열기",
  "manifest.office": "오피스",
  "manifest.officeDescription": "오피스 메뉴 열기",
  "manifest.favorites": "즐겨찾기",
  "manifest.favoritesDescription": "즐겨찾기 열기",
  "manifest.organization": "조직도",
  "manifest.organizationDescription": "조직도에서 임직원 찾기",
  // Portal (server/modules/{user,menu,favorite,board,...}, lib/idempotency)
  "portal.favorite.nameAndUrlInvalid": "텍스트와 URL 형식을 확인해 주세요.",
  "portal.favorite.nameInvalid": "텍스트를 확인해 주세요.",
  "portal.favorite.urlRequired": "주소를 확인해 주세요.",
  "portal.favorite.urlInvalid": "URL 형식을 확인해 주세요.",
  "portal.favorite.deleteNeedsId": "삭제할 즐겨찾기가 지정되지 않았습니다.",
  "portal.favorite.tooMany": "즐겨찾기는 최대 100개까지 등록할 수 있습니다.",
  "portal.duplicateId": "같은 항목이 두 번 이상 포함되어 있습니다.",
  "portal.menu.unknownItem": "이 메뉴 목록에 없는 항목이 포함되어 있습니다.",
  "portal.menu.otherAuthority": "본인 권한의 메뉴만 변경할 수 있습니다.",
  "portal.idempotencyKeyInvalid":
    "Idempotency-Key는 영문, 숫자, _, -로 이루어진 8~128자여야 합니다.",
  "portal.idempotencyKeyReused":
    "이 Idempotency-Key는 이미 다른 요청에 사용되었습니다. 새 키로 다시 시도해 주세요.",
  "portal.vacationCompanyOnly": "현재 회사에서는 휴가 정보를 제공하지 않습니다.",
  "portal.notYourIdentity": "로그인한 사용자의 정보와 일치하지 않습니다.",
  "portal.handover.invalidUrl": "열 수 없는 주소입니다. 경로를 확인해 주세요.",
  "portal.handover.hostNotAllowed": "연결이 허용되지 않은 사이트입니다.",
  "organization.searchWordRequired": "검색어를 입력해 주세요.",
  "validation.unstorableText": "입력할 수 없는 문자가 들어 있습니다.",
  // Administration (server/modules/admin)
  "admin.httpsOnly": "https://로 시작하는 주소만 사용할 수 있습니다.",
  "admin.periodOrder": "종료 시각은 시작 시각보다 뒤여야 합니다.",
  "admin.billboard.tooMany":
    "사용 중인 빌보드는 범위마다 최대 5개입니다. 다른 빌보드를 끈 뒤 다시 시도해 주세요.",
  "admin.event.titleRequired": "일정 제목을 입력해 주세요.",
  "admin.event.duplicate": "같은 날짜에 같은 제목의 일정이 이미 있습니다.",
  "admin.menu.unknownItem": "이 메뉴 목록에 없는 항목이 포함되어 있습니다.",
} as const;
