import { Trans } from "@lingui/react/macro";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { OrganizationMember } from "../api";
import { shown } from "../tree";
import styles from "./Organization.module.css";

const ROW_HEIGHT = 64;

export interface MemberListProps {
  members: readonly OrganizationMember[];
  loading: boolean;
  label: string;
  onOpen: (member: OrganizationMember) => void;
}

/** Members as a virtualised list: a department of 3,000 keeps only the visible rows in the DOM. */
export function MemberList({ members, loading, label, onOpen }: MemberListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used as documented
  const virtual = useVirtualizer({
    count: members.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  if (members.length === 0) {
    return (
      <p className={styles.muted} role="status">
        {loading ? <Trans>불러오는 중…</Trans> : <Trans>구성원이 없습니다.</Trans>}
      </p>
    );
  }
  return (
    <div ref={scroller} className={styles.list} aria-label={label} role="region" tabIndex={0}>
      <ul
        style={{ height: virtual.getTotalSize(), position: "relative", margin: 0, padding: 0 }}
        aria-setsize={members.length}
      >
        {virtual.getVirtualItems().map((item) => {
          const m = members[item.index]!;
          const title = [shown(m.position), shown(m.duty)].filter(Boolean).join(" · ");
          return (
            <li key={`${m.companyId}-${m.employeeNo}`} style={{ listStyle: "none" }}>
              <button
                type="button"
                className={styles.member}
                style={{ top: item.start }}
                aria-posinset={item.index + 1}
                onClick={() => onOpen(m)}
              >
                <strong>{m.name}</strong> <span className={styles.muted}>{title}</span>
                <br />
                <span className={styles.muted}>{m.departmentName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
