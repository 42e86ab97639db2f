import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import type { FavoriteItem } from "../../favorites";
import type { MenuItem } from "../../menu";
import { favoriteRows, fillerRows, menuRows, type LinkRow } from "../links";
import { openBlankTab, openExternal } from "../../../platform/native/open-external";
import styles from "./Home.module.css";
import { LinkIcon } from "./LinkIcon";
import { ListMessage } from "./ListMessage";

export type LinkListItems =
  | { kind: "menu"; items: readonly MenuItem[] | undefined }
  | { kind: "favorite"; items: readonly FavoriteItem[] | undefined };

export type LinkListProps = LinkListItems & {
  /** Running inside the native shell: links open through it (spec 6). */
  inApp: boolean;
  /** The load failed: with nothing cached, a message shows instead of the rows. */
  failed: boolean;
};

/** A plain left click (no modifier): the page decides how to open the link. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

function onRowClick(row: LinkRow, inApp: boolean, event: MouseEvent) {
  if (!row.href || !isPlainClick(event)) return;
  if (row.handoverPath) {
    event.preventDefault();
    // The blank tab must open inside the click (popup blockers), before the handover call, whose
    // code loads on the first such click: Main's first paint does not need it.
    const tab = openBlankTab();
    const { handoverPath, href } = row;
    import("../handover").then(
      (handover) => handover.continueHandover(tab, handoverPath, href),
      (error: unknown) => {
        console.warn("Approval handover did not load", error);
        if (tab) tab.location.replace(href);
        else openExternal(href);
      },
    );
  } else if (inApp) {
    event.preventDefault();
    openExternal(row.href);
  }
}

/**
 * A home link list: fixed-height rows, an OPEN marker on open items, links only for http(s) URLs,
 * a new tab without opener or referrer on the web (the native shell in the app), and filler space
 * under lists of 8 or fewer items (spec 9). Loaded with the deferred chunk; ListPlaceholder has the
 * same height meanwhile.
 */
export function LinkList(props: LinkListProps) {
  const { inApp, failed } = props;
  const { t } = useLingui();
  const items =
    props.kind === "menu" ? menuRows(props.items, inApp) : favoriteRows(props.items, inApp);
  // An empty list's message takes one row, so a loaded list is never shorter than the placeholders.
  const filler = fillerRows(Math.max(items.length, 1));
  return (
    <>
      {items.length === 0 ? (
        <ListMessage
          kind={failed ? "failed" : props.kind === "favorite" ? "noFavorites" : "noMenus"}
        />
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((row) => (
            <li key={row.key}>
              {row.href ? (
                <a
                  className={styles.row}
                  href={row.href}
                  target={inApp ? undefined : "_blank"}
                  rel="noopener noreferrer"
                  onClick={(event) => onRowClick(row, inApp, event)}
                >
                  <RowContent row={row} />
                  {inApp ? null : <span className={styles.srOnly}>{t`(새 창)`}</span>}
                </a>
              ) : (
                <span className={styles.row}>
                  <RowContent row={row} />
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {filler > 0 ? (
        <div
          className={styles.filler}
          style={{ height: `calc(var(--row-height) * ${filler})` }}
          aria-hidden="true"
        />
      ) : null}
    </>
  );
}

function RowContent({ row }: { row: LinkRow }) {
  return (
    <>
      <LinkIcon icon={row.icon} href={row.href} name={row.name} />
      <span className={styles.rowName}>{row.name}</span>
      {row.open ? (
        <span className={styles.open}>
          <Trans>OPEN</Trans>
        </span>
      ) : null}
    </>
  );
}
