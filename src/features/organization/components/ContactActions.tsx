import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { OrganizationUser } from "../api";
import { downloadVCard } from "../contact/vcard";
import { mailHref, smsHref, telHref } from "../tree";
import styles from "./ContactActions.module.css";

const ICONS = {
  call: "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  message: "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z",
  mail: "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3z",
  save: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8c0-3.3 3.6-6 8-6 1 0 2 .1 2.9.4M19 14v6m-3-3h6",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  const stroked = name === "save";
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={ICONS[name]}
        fill={stroked ? "none" : "currentColor"}
        stroke={stroked ? "currentColor" : "none"}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Action({
  href,
  icon,
  children,
}: {
  href: string;
  icon: keyof typeof ICONS;
  children: ReactNode;
}) {
  // tel:, sms: and mailto: stay plain links: the browser, or the shell's web view, hands them to
  // the dialer, messages or mail app (the shell's openUrl message takes http(s) only).
  return (
    <li>
      <a className={styles.action} href={href}>
        <Icon name={icon} />
        <span>{children}</span>
      </a>
    </li>
  );
}

/** One-tap call, message, mail and save contact; an action without its value is not shown. */
export function ContactActions({ user }: { user: OrganizationUser }) {
  const { t } = useLingui();
  const tel = telHref(user.mobile) ?? telHref(user.landline);
  const sms = smsHref(user.mobile);
  const mail = mailHref(user.mail);
  return (
    <ul className={styles.actions} aria-label={t`연락하기`}>
      {tel ? <Action href={tel} icon="call">{t`전화`}</Action> : null}
      {sms ? <Action href={sms} icon="message">{t`문자`}</Action> : null}
      {mail ? <Action href={mail} icon="mail">{t`메일`}</Action> : null}
      {tel || mail ? (
        <li>
          <button type="button" className={styles.action} onClick={() => downloadVCard(user)}>
            <Icon name="save" />
            <span>{t`연락처 저장`}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}
