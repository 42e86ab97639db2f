import { Trans, useLingui } from "@lingui/react/macro";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { ORGANIZATION_SEARCH_LIMIT } from "../../../../shared/organization-search";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { useAskAgainOnline } from "../../../platform/offline/use-ask-again-online";
import { useOnlineStatus } from "../../../platform/offline/use-online-status";
import { userQuery } from "../../../platform/user/query";
import { chartQuery, organizationKeys, searchQuery, type OrganizationMember } from "../api";
import type { OrganizationSearch } from "../search-params";
import { DepartmentBrowser } from "./DepartmentBrowser";
import { MemberDetail } from "./MemberDetail";
import { MemberList } from "./MemberList";
import { MemberSearch } from "./MemberSearch";
import styles from "./Organization.module.css";

export interface OrganizationPageProps {
  search: OrganizationSearch;
  /** Merges into the search parameters; `replace` for changes that need no history entry. */
  onChange: (next: OrganizationSearch, replace?: boolean) => void;
}

/** /OrganizationView: company picker, member search, department drill-down and member detail. */
export function OrganizationPage({ search, onChange }: OrganizationPageProps) {
  const { t } = useLingui();
  // Spec 4: on while any chart call (tree, members, search, detail) is in flight.
  const loading = useIsFetching({ queryKey: organizationKeys.all() }) > 0;
  const user = useQuery(userQuery()).data;
  const companies = user?.companyList ?? [];
  const companyId = search.companyId ?? user?.companyId ?? 0;
  const type = search.type ?? "all";
  const chart = useQuery({ ...chartQuery(companyId), enabled: companyId > 0 });
  const online = useOnlineStatus();
  // Opened offline, the tree's request failed at once; back online (the first answer may still
  // be lost), the page asks again by itself.
  useAskAgainOnline(chart);
  const roots = chart.data?.organizationList ?? [];
  // A company with one root department opens in it; with several, at the company's top.
  const deptId = search.dept ?? (roots.length === 1 ? roots[0]!.id : undefined);
  const companyName = companies.find((c) => c.companyId === companyId)?.companyName ?? "";
  const results = useQuery({
    ...searchQuery(companyId, search.q ?? "", type),
    enabled: companyId > 0 && !!search.q,
  });
  // A full answer may have been cut by the server (ORGANIZATION_SEARCH_LIMIT): say so.
  const limit = ORGANIZATION_SEARCH_LIMIT;
  const open = (m: OrganizationMember) => onChange({ ...search, companyId, member: m.employeeNo });

  return (
    <PageLayout title={t`조직도`} back>
      <div className={styles.page} aria-busy={loading || undefined}>
        <div
          className={loading ? styles.loading : undefined}
          role="progressbar"
          aria-label={t`불러오는 중`}
          hidden={!loading}
        />
        {companies.length > 1 ? (
          <select
            aria-label={t`회사 선택`}
            className={styles.control}
            value={companyId}
            onChange={(event) => onChange({ companyId: Number(event.target.value) })}
          >
            {companies.map((c) => (
              <option key={c.companyId} value={c.companyId}>
                {c.companyName}
              </option>
            ))}
          </select>
        ) : null}
        {companyId > 0 ? (
          <MemberSearch
            key={`${companyId}:${search.q ?? ""}`}
            companyId={companyId}
            initialWord={search.q ?? ""}
            type={type}
            onTypeChange={(next) => onChange({ ...search, type: next }, true)}
            onSubmit={(q) => onChange({ ...search, companyId, q, member: undefined })}
            onPick={open}
          />
        ) : null}
        {search.member && companyId > 0 ? (
          <MemberDetail
            companyId={companyId}
            employeeNo={search.member}
            onClose={() => onChange({ ...search, member: undefined })}
          />
        ) : search.q ? (
          <>
            <MemberList
              label={t`검색 결과`}
              members={results.data ?? []}
              loading={results.isFetching}
              onOpen={open}
            />
            {/* A full answer may have been cut by the server's cap: say so instead of nothing. */}
            {(results.data?.length ?? 0) >= limit ? (
              <p className={styles.muted}>
                <Trans>
                  처음 {limit}명까지만 표시합니다. 검색어를 더 입력해 범위를 좁혀 보세요.
                </Trans>
              </p>
            ) : null}
          </>
        ) : !chart.data && chart.isFetching ? (
          // Not the browser with no departments yet: it would say there is nobody, then move its
          // members' list down under the departments once the tree is in. Also while a tree that
          // failed offline is asked for again.
          <p className={styles.muted} role="status">
            {t`불러오는 중…`}
          </p>
        ) : !chart.data && !online ? (
          // Offline and never stored: the browser would say the company has nobody. Online, a
          // failed call shows the empty chart and no message (spec 7).
          <p className={styles.muted} role="status">
            {t`오프라인입니다. 연결되면 조직도를 불러옵니다.`}
          </p>
        ) : (
          <DepartmentBrowser
            companyId={companyId}
            companyName={companyName}
            roots={roots}
            deptId={deptId}
            // A step down or up is a history entry: Back returns to the department before.
            onNavigate={(dept) => onChange({ ...search, companyId, dept })}
            onOpen={open}
          />
        )}
      </div>
    </PageLayout>
  );
}
