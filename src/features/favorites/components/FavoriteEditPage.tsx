import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { MENU_TAB } from "../../../lib/menu-tab";

/** /edit/favorite: reorder, add, rename and delete personal favorites (spec section 4). */
export function FavoriteEditPage() {
  const { t } = useLingui();
  return <PageLayout title={t`즐겨찾기 편집`} back={{ menuId: MENU_TAB.FAVORITE }} />;
}
