import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import styles from "./Breadcrumb.module.css";

export interface Crumb {
  key: string;
  name: string;
  onSelect: () => void;
}

/**
 * One line from the top of the chart to the current department; a long path scrolls sideways and
 * opens scrolled to its end, so the current department is always in view.
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  const line = useRef<HTMLOListElement>(null);
  const path = items.map((item) => item.key).join("/");
  useLayoutEffect(() => {
    const ol = line.current;
    if (ol) ol.scrollLeft = ol.scrollWidth;
  }, [path]);
  return (
    <nav aria-label={t`현재 부서 위치`}>
      <ol ref={line} className={styles.crumbs}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.key} className={styles.crumb}>
              {last ? (
                <span className={styles.current} aria-current="page">
                  {item.name}
                </span>
              ) : (
                <>
                  <button type="button" className={styles.link} onClick={item.onSelect}>
                    {item.name}
                  </button>
                  <span className={styles.separator} aria-hidden="true">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
