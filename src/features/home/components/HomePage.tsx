import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { TabBar, panelId, tabId } from "../../../components/TabBar/TabBar";
import type { MenuTab } from "../../../lib/menu-tab";
import { HOME_TABS } from "../tabs";

export interface HomePageProps {
  tab: MenuTab;
  onTabChange: (tab: MenuTab) => void;
}

const ID_PREFIX = "home";

/** Main (`/`): header, the Work/Office/Favorite tabs and their link lists (filled by later issues). */
export function HomePage({ tab, onTabChange }: HomePageProps) {
  const { t, i18n } = useLingui();
  const tabs = HOME_TABS.map((item) => ({ id: item.id, label: i18n._(item.label) }));

  return (
    <PageLayout title={t`홈`}>
      <TabBar
        tabs={tabs}
        selected={tab}
        onSelect={onTabChange}
        label={t`홈 메뉴`}
        idPrefix={ID_PREFIX}
      />
      <section
        role="tabpanel"
        id={panelId(ID_PREFIX, tab)}
        aria-labelledby={tabId(ID_PREFIX, tab)}
      />
    </PageLayout>
  );
}
