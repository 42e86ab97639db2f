import styles from "./Home.module.css";

/** Rows of a list that is still loading: as tall as a loaded list (9 rows), so nothing moves. */
export const PLACEHOLDER_ROWS = 9;

export function ListPlaceholder() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        <li key={index} className={styles.row}>
          <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
        </li>
      ))}
    </ul>
  );
}
