import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { avatarSrc, defaultAvatarSrc, DEFAULT_LOGO, logoSrc } from "./assets";
import { FallbackImage } from "./FallbackImage";
import styles from "./MainHeader.module.css";

export interface MainHeaderProps {
  /** Localized page title: the page's <h1> (visually hidden; the logo stands for it). */
  title: string;
  /** False while the user is still loading: the logo and avatar boxes stay empty (no flash). */
  ready: boolean;
  companyCode?: string | null;
  companyId?: number | null;
  /** Alternative text of the logo (the company name). */
  companyName?: string | null;
  imgUrl?: string | null;
  /** The schedule has entries created since the user last opened it (decision 0014). */
  showNewBadge: boolean;
  /** After the logo: the current company's name (Main loads it after the first paint). */
  company?: ReactNode;
  /** First of the icon links, in a box of its final size (the organisation chart on Main). */
  action?: ReactNode;
}

/**
 * The header of Main (spec 2): the company logo (default logo on a load error), the my-time link to
 * /user with the user's thumbnail or a default avatar (its own for company 280), and the calendar
 * link to /schedule with a NEW badge for entries added since the schedule was last opened. Fixed
 * size, so nothing moves when the user arrives.
 *
 * The logo and the thumbnail are asked for at low priority: in the viewport, the browser would
 * raise them to high, level with Main's list and code. Their boxes are sized, and the screen's
 * largest paint is the footer's text, which waits for neither; on a slow network they come after
 * what the screen is for.
 */
export function MainHeader(props: MainHeaderProps) {
  const { t } = useLingui();
  const { ready, companyCode, companyId, imgUrl, showNewBadge } = props;
  return (
    <header className={styles.header}>
      <h1 className={styles.heading}>
        <span className={styles.hidden}>{props.title}</span>
        {ready ? (
          <FallbackImage
            key={companyCode ?? ""}
            className={styles.logo}
            src={logoSrc(companyCode)}
            fallback={DEFAULT_LOGO}
            alt={props.companyName || t`회사 로고`}
            width={120}
            height={32}
            fetchPriority="low"
          />
        ) : (
          <span className={styles.logo} />
        )}
      </h1>
      <div className={styles.company}>{props.company}</div>
      <nav className={styles.actions} aria-label={t`바로가기`}>
        <span className={styles.slot}>{props.action}</span>
        <Link to="/user" className={styles.iconLink} aria-label={t`마이페이지`}>
          {ready ? (
            <FallbackImage
              key={imgUrl ?? ""}
              className={styles.avatar}
              src={avatarSrc(imgUrl, companyId)}
              fallback={defaultAvatarSrc(companyId)}
              alt=""
              width={32}
              height={32}
              fetchPriority="low"
            />
          ) : (
            <span className={styles.avatar} />
          )}
        </Link>
        <Link
          to="/schedule"
          className={styles.iconLink}
          aria-label={showNewBadge ? t`일정 (새 일정 있음)` : t`일정`}
        >
          <span className={styles.calendar} aria-hidden="true" />
          {showNewBadge ? (
            <span className={styles.badge} aria-hidden="true">
              {t`NEW`}
            </span>
          ) : null}
        </Link>
      </nav>
    </header>
  );
}
