import { useState } from "react";
import type { MenuIcon } from "../../../../shared/menu-icons";
import { faviconUrl, initialsOf } from "../link-icon";
import styles from "./Home.module.css";
import { MenuIconSvg } from "./MenuIconSvg";

export interface LinkIconProps {
  icon: MenuIcon | null;
  href: string | null;
  name: string;
}

/**
 * The picture of a home link: the admin-set icon, else the site's favicon, else (no https link, or
 * the favicon fails to load) the name's initials. Decorative: the link's name says it all.
 */
export function LinkIcon({ icon, href, name }: LinkIconProps) {
  const favicon = icon ? null : faviconUrl(href);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={styles.linkIcon} aria-hidden="true">
      {icon ? (
        <MenuIconSvg name={icon} />
      ) : favicon && failed !== favicon ? (
        <img
          src={favicon}
          alt=""
          width={20}
          height={20}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailed(favicon)}
        />
      ) : (
        <span className={styles.initials}>{initialsOf(name)}</span>
      )}
    </span>
  );
}
