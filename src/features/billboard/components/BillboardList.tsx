import { Trans, useLingui } from "@lingui/react/macro";
import { BILLBOARD_LIMIT } from "../../../../shared/billboard";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { isNativeApp } from "../../../platform/native/detect";
import { isHttpUrl, openExternal } from "../../../platform/native/open-external";
import type { Billboard } from "../api";
import styles from "./Popups.module.css";

/** Only https:// links are applied to a billboard (spec 3). */
const billboardLink = (link: string | null | undefined) =>
  isHttpUrl(link) && /^https:/i.test(link) ? link : null;

export interface BillboardListProps {
  billboards: readonly Billboard[];
}

/**
 * The billboard popup's content (the first step of Main's popup sheet, HomePopups): up to 5
 * billboards, each with title, subtitle and an optional link.
 */
export function BillboardList({ billboards }: BillboardListProps) {
  const { t } = useLingui();
  const inApp = isNativeApp();
  return (
    <ul className={styles.list}>
      {billboards.slice(0, BILLBOARD_LIMIT).map((billboard) => {
        const link = billboardLink(billboard.link);
        return (
          <li key={billboard.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{billboard.title}</h3>
            {billboard.titleSub ? <p className={styles.itemSub}>{billboard.titleSub}</p> : null}
            {link ? (
              <a
                className={styles.itemLink}
                href={link}
                target={inApp ? undefined : "_blank"}
                rel="noopener noreferrer"
                onClick={
                  inApp
                    ? (event) => {
                        event.preventDefault();
                        openExternal(link);
                      }
                    : undefined
                }
              >
                <Trans>자세히 보기</Trans>
                <VisuallyHidden>{` ${billboard.title}${inApp ? "" : ` ${t`(새 창)`}`}`}</VisuallyHidden>
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
