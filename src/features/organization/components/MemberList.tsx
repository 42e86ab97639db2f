import { Trans } from "@lingui/react/macro";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useState } from "react";
import type { OrganizationMember } from "../api";
import { shown } from "../tree";
import { MemberAvatar } from "./MemberAvatar";
import styles from "./MemberList.module.css";
import { PeopleCount } from "./PeopleCount";

const ROW_HEIGHT = 64;

export interface MemberListProps {
  members: readonly OrganizationMember[];
  loading: boolean;
  label: string;
  onOpen: (member: OrganizationMember) => void;
}

/**
 * Where the list starts in the page: the virtualiser counts the window's scroll from there.
 * Measured when the list appears, when its length changes and when the window is resized.
 */
function useOffsetInPage(length: number) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!list) return;
    const measure = () => setOffset(list.getBoundingClientRect().top + window.scrollY);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [list, length]);
  return [setList, offset] as const;
}

/**
 * Members as a list the page scrolls as a whole (no inner scroll box, so it uses the screen's
 * height); virtualised against the window: a department of 3,000 keeps only the visible rows in
 * the DOM. The count above it is a polite live region, so a new search result is announced.
 */
export function MemberList({ members, loading, label, onOpen }: MemberListProps) {
  const [placeList, listOffset] = useOffsetInPage(members.length);
  const virtual = useWindowVirtualizer({
    count: members.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: listOffset,
  });
  const count = members.length;
  return (
    <>
      <p className={styles.count} role="status">
        {count > 0 ? (
          <PeopleCount count={count} />
        ) : loading ? (
          <Trans>불러오는 중…</Trans>
        ) : (
          <Trans>구성원이 없습니다.</Trans>
        )}
      </p>
      {count > 0 ? (
        <div role="region" aria-label={label}>
          <ul ref={placeList} className={styles.list} style={{ height: virtual.getTotalSize() }}>
            {virtual.getVirtualItems().map((item) => {
              const m = members[item.index]!;
              const title = [shown(m.position), shown(m.duty)].filter(Boolean).join(" · ");
              return (
                <li
                  key={`${m.companyId}-${m.employeeNo}`}
                  className={styles.row}
                  style={{ top: item.start - virtual.options.scrollMargin }}
                >
                  <button type="button" className={styles.member} onClick={() => onOpen(m)}>
                    <MemberAvatar name={m.name} size="small" />
                    <span className={styles.text}>
                      <span className={styles.line}>
                        <strong>{m.name}</strong> <span className={styles.muted}>{title}</span>
                      </span>{" "}
                      <span className={`${styles.line} ${styles.muted}`}>{m.departmentName}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}
