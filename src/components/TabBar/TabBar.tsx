import { useRef, type KeyboardEvent } from "react";
import styles from "./TabBar.module.css";

export interface TabItem<T extends number | string> {
  id: T;
  label: string;
}

export interface TabBarProps<T extends number | string> {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for tab/panel ids: tab `${idPrefix}-tab-${id}`, panel `${idPrefix}-panel-${id}`. */
  idPrefix: string;
}

export const tabId = (prefix: string, id: number | string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: number | string) => `${prefix}-panel-${id}`;

function nextTabIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/** WAI-ARIA tabs: roving focus with arrow keys, Home and End. */
export function TabBar<T extends number | string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
}: TabBarProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(tab.id);
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabList}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
