import { useLingui } from "@lingui/react/macro";
import { ENABLED_BILLBOARD_CAP } from "../api/billboards";

/** The 409 of a sixth enabled billboard, said plainly with what to do. */
export function useCapText() {
  const { t } = useLingui();
  const cap = ENABLED_BILLBOARD_CAP;
  return t`이 범위에는 이미 켜진 전광판이 ${cap}개 있습니다. 다른 전광판을 끈 뒤 다시 시도하세요.`;
}
