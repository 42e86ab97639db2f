import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { MENU_TAB } from "../../../lib/menu-tab";

export type MenuType = "WORK" | "OFFICE";

export interface MenuEditPageProps {
  type: MenuType;
}

/** /edit/work and /edit/office: reorder the Work or Office menu, Done saves (spec section 4). */
export function MenuEditPage({ type }: MenuEditPageProps) {
  const { t } = useLingui();
  const title = type === "WORK" ? t`업무 편집` : t`오피스 편집`;
  return (
    <PageLayout
      title={title}
      back={{ menuId: type === "WORK" ? MENU_TAB.WORK : MENU_TAB.OFFICE }}
    />
  );
}
