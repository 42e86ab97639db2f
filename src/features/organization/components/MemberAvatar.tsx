import { useState } from "react";
import { initialsOf } from "../contact/initials";
import styles from "./MemberAvatar.module.css";

export interface MemberAvatarProps {
  name: string;
  /** The photo; the initials show when there is none or it fails to load. */
  imageUrl?: string | null;
  size: "small" | "large";
}

/** Decorative: the name is always written next to it. */
export function MemberAvatar({ name, imageUrl, size }: MemberAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const className = `${styles.avatar} ${styles[size]}`;
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        className={className}
        src={imageUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span className={className} aria-hidden="true" data-initials="">
      {initialsOf(name)}
    </span>
  );
}
