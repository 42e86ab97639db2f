import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { currentHomeView, setHomeView } from "../home-view";
import styles from "./Home.module.css";

const GRID_ICON = "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z";

/** A toggle button between the list and the compact grid of Main's lists (pressed: grid). */
export function ListViewToggle() {
  const { t } = useLingui();
  const [grid, setGrid] = useState(() => currentHomeView() === "grid");
  const toggle = () => {
    setHomeView(grid ? "list" : "grid");
    setGrid(!grid);
  };
  return (
    <button
      type="button"
      className={styles.viewToggle}
      aria-pressed={grid}
      aria-label={t`격자로 보기`}
      onClick={toggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={GRID_ICON} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
