import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { departmentMembersQuery, type OrganizationMember, type OrganizationNode } from "../api";
import { childrenOf, headCount, pathTo } from "../tree";
import { Breadcrumb, type Crumb } from "./Breadcrumb";
import styles from "./DepartmentBrowser.module.css";
import { MemberList } from "./MemberList";
import { PeopleCount } from "./PeopleCount";

export interface DepartmentBrowserProps {
  companyId: number;
  companyName: string;
  roots: readonly OrganizationNode[];
  /** The current department; none is the top of a company with several root departments. */
  deptId: number | undefined;
  onNavigate: (deptId: number | undefined) => void;
  onOpen: (member: OrganizationMember) => void;
}

/**
 * A drill-down through the chart, as messenger apps do on phones: the path, then the current
 * department's sub-departments, then its own members, all at once without scrolling past a tree.
 */
export function DepartmentBrowser(props: DepartmentBrowserProps) {
  const { companyId, roots, deptId, onNavigate, onOpen } = props;
  const { t } = useLingui();
  const departmentsHeading = useId();
  const path = deptId === undefined ? [] : pathTo(roots, deptId);
  const below = childrenOf(roots, deptId);
  const members = useQuery({
    ...departmentMembersQuery(companyId, deptId ?? 0),
    enabled: companyId > 0 && deptId !== undefined,
  });
  const crumbs: Crumb[] = [
    // Several root departments: the company is the level above them.
    ...(roots.length > 1
      ? [{ key: "company", name: props.companyName, onSelect: () => onNavigate(undefined) }]
      : []),
    ...path.map((node) => ({
      key: String(node.id),
      name: node.name,
      onSelect: () => onNavigate(node.id),
    })),
  ];
  return (
    <>
      {crumbs.length > 0 ? <Breadcrumb items={crumbs} /> : null}
      {below.length > 0 ? (
        <section aria-labelledby={departmentsHeading}>
          <h2 id={departmentsHeading} className={styles.heading}>
            {t`하위 부서`}
          </h2>
          <ul className={styles.departments}>
            {below.map((node) => (
              <li key={node.id}>
                <button
                  type="button"
                  className={styles.department}
                  onClick={() => onNavigate(node.id)}
                >
                  <span className={styles.name}>{node.name}</span>{" "}
                  {/* Everyone in the department and below it, as the user counts a department. */}
                  <span className={styles.count}>
                    <PeopleCount count={headCount(node)} />
                  </span>
                  <span className={styles.chevron} aria-hidden="true">
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* No department at all (an empty or failed chart) still says there is nobody. */}
      {deptId !== undefined || below.length === 0 ? (
        <div className={styles.members}>
          <h2 className={styles.heading}>{t`부서 구성원`}</h2>
          <MemberList
            label={t`부서 구성원`}
            members={members.data ?? []}
            loading={members.isFetching}
            onOpen={onOpen}
          />
        </div>
      ) : null}
    </>
  );
}
