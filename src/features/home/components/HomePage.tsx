import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { MainHeader } from "../../../components/Header/MainHeader";
import type { MenuTab } from "../../../lib/menu-tab";
import { bannerDisplayQuery } from "../../billboard";
import { isNativeApp } from "../../../platform/native/detect";
import { userQuery } from "../../../platform/user/query";
import { weatherQuery } from "../../weather";
import styles from "./Home.module.css";
import { HomeTabs } from "./HomeTabs";
import { AfterFirstScreen } from "./AfterFirstScreen";
import { HomeFooter } from "./HomeFooter";
import { IdentityCard } from "./IdentityCard";
import { useFirstScreenShown } from "./use-first-screen-shown";
// Not needed for the first paint, so not part of the home route's initial JavaScript (DESIGN 9):
// loaded once the lists are painted, each into a box of its final size (no layout shift).
import {
  CompanyName,
  OrganizationChartButton,
  HomePopups,
  OutboxStatus,
  ScheduleNewsWatch,
  WeatherRotator,
} from "./load-deferred";

export interface HomePageProps {
  tab: MenuTab;
  onTabChange: (tab: MenuTab) => void;
}

/** Spec 8: home data load failures are only logged. */
function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`Home: could not load ${what}`, error);
  }, [what, error]);
}

/**
 * Main (`/`): header, identity card, rotating weather, the Work/Office/Favorite lists, footer and
 * the billboard and notice popups. Persisted data renders at once and revalidates in the
 * background; every block keeps its size while loading, so nothing shifts.
 */
export function HomePage({ tab, onTabChange }: HomePageProps) {
  const { t } = useLingui();
  const [inApp] = useState(isNativeApp);
  const user = useQuery(userQuery());
  // Only the later parts show these (the weather line, the billboards): asked for with them.
  const shown = useFirstScreenShown();
  const weather = useQuery({ ...weatherQuery(), enabled: shown });
  const banners = useQuery({ ...bannerDisplayQuery(), enabled: shown });
  const [scheduleNews, setScheduleNews] = useState(false);
  useLogFailure("the user", user.error);
  useLogFailure("the weather", weather.error);
  useLogFailure("the billboards", banners.error);

  const title = t`홈`;
  useEffect(() => {
    document.title = `${title} · Group Portal`;
  }, [title]);

  const data = user.data;
  const company = data?.companyList?.find((item) => item.companyId === data.companyId);
  return (
    <>
      <MainHeader
        title={title}
        ready={!user.isPending}
        companyCode={data?.companyCode}
        companyId={data?.companyId}
        companyName={company?.companyName}
        imgUrl={data?.imgUrl}
        showNewBadge={scheduleNews}
        company={
          <AfterFirstScreen>
            <CompanyName user={data} />
          </AfterFirstScreen>
        }
        action={
          <AfterFirstScreen>
            <OrganizationChartButton />
          </AfterFirstScreen>
        }
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.top}>
          <IdentityCard user={data} loading={user.isPending} />
          <AfterFirstScreen fallback={<div className={styles.weatherSlot} />}>
            <WeatherRotator items={weather.data} loading={weather.isPending} />
          </AfterFirstScreen>
        </div>
        <AfterFirstScreen>
          <OutboxStatus />
        </AfterFirstScreen>
        <HomeTabs tab={tab} onTabChange={onTabChange} inApp={inApp} />
      </main>
      <HomeFooter />
      <AfterFirstScreen>
        <ScheduleNewsWatch lastLoginAt={data?.lastLoginAt} onChange={setScheduleNews} />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <HomePopups billboards={banners.data} billboardsSettled={!banners.isPending} />
      </AfterFirstScreen>
    </>
  );
}
