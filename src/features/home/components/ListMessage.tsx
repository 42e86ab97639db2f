import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import styles from "./Home.module.css";

export type ListMessageKind = "failed" | "noFavorites" | "noMenus";

/**
 * What a home list shows instead of rows: its load failed with nothing cached, or it is empty
 * (Favorite offers to add one). Part of the deferred chunk with the lists, so these texts come
 * with the later catalog part.
 */
export function ListMessage({ kind }: { kind: ListMessageKind }) {
  return (
    <p className={styles.message}>
      {kind === "failed" ? (
        <Trans>목록을 불러오지 못했습니다.</Trans>
      ) : kind === "noFavorites" ? (
        <>
          <Trans>즐겨찾기가 없습니다.</Trans>{" "}
          <Link to="/edit/favorite">
            <Trans>즐겨찾기 추가</Trans>
          </Link>
        </>
      ) : (
        <Trans>메뉴가 없습니다.</Trans>
      )}
    </p>
  );
}
