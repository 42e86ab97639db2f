import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { memberQuery, type OrganizationUser } from "../api";
import { mailHref, shown, telHref } from "../tree";
import { ContactActions } from "./ContactActions";
import { MemberAvatar } from "./MemberAvatar";
import styles from "./MemberDetail.module.css";

export interface MemberDetailProps {
  companyId: number;
  employeeNo: string;
  onClose: () => void;
}

function Contact({ value, href }: { value: string; href: string | null }) {
  return href ? (
    <a className={styles.link} href={href}>
      {value}
    </a>
  ) : (
    <>{value}</>
  );
}

/** Spec 2 labels (name, ID, department, duty, position, mobile, mail, birthday, landline, work
 * info), each row shown only when it has a value. */
function Fields({ user }: { user: OrganizationUser }) {
  const { t } = useLingui();
  const rows: [label: string, value: string, shows?: ReactNode][] = [
    [t`이름`, user.name],
    [t`ID`, user.accountId],
    [t`부서`, user.departmentName],
    [t`직책`, shown(user.duty)],
    [t`직위`, shown(user.position)],
    [
      t`휴대전화`,
      user.mobile ?? "",
      <Contact value={user.mobile ?? ""} href={telHref(user.mobile)} />,
    ],
    [t`메일`, user.mail ?? "", <Contact value={user.mail ?? ""} href={mailHref(user.mail)} />],
    [t`생일`, user.birthday ?? ""],
    [
      t`사내전화`,
      user.landline ?? "",
      <Contact value={user.landline ?? ""} href={telHref(user.landline)} />,
    ],
    [t`담당 업무`, user.workInfo ?? ""],
  ];
  return (
    <dl className={styles.fields}>
      {rows
        .filter(([, value]) => value.trim() !== "")
        .map(([label, value, shows]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{shows ?? value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A person's card: photo or initials, one-tap contact actions, the filled fields and all jobs. */
export function MemberDetail({ companyId, employeeNo, onClose }: MemberDetailProps) {
  const { t } = useLingui();
  const query = useQuery(memberQuery(companyId, employeeNo));
  const jobsHeading = useId();
  const user = query.data;
  const title = user ? [shown(user.position), shown(user.duty)].filter(Boolean).join(" · ") : "";
  return (
    <section
      className={styles.detail}
      aria-label={t`구성원 정보`}
      aria-busy={query.isPending || undefined}
    >
      <div className={styles.top}>
        <button type="button" className={styles.back} onClick={onClose}>
          <Trans>목록으로</Trans>
        </button>
      </div>
      {user ? (
        <>
          <header className={styles.card}>
            <MemberAvatar
              key={user.profileImageUrl ?? ""}
              name={user.name}
              imageUrl={user.profileImageUrl}
              size="large"
            />
            <h2 className={styles.name}>{user.name}</h2>
            {title ? <p className={styles.sub}>{title}</p> : null}
            <p className={styles.sub}>
              {user.companyName} · {user.departmentName}
            </p>
          </header>
          <ContactActions user={user} />
          <Fields user={user} />
          {user.jobs.length > 0 ? (
            <>
              <h3 id={jobsHeading} className={styles.jobsTitle}>
                <Trans>겸직 정보</Trans>
              </h3>
              <ul className={styles.jobs} aria-labelledby={jobsHeading}>
                {user.jobs.map((job) => (
                  <li key={`${job.companyId}-${job.employeeNo}`}>
                    <strong>{job.companyName}</strong> {job.departmentName}{" "}
                    {[shown(job.position), shown(job.duty)].filter(Boolean).join(" · ")}{" "}
                    {job.primaryJobYn === "Y" ? (
                      <span className={styles.sub}>{t`주소속`}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : query.isPending ? null : (
        <p className={styles.sub}>
          <Trans>정보가 없습니다.</Trans>
        </p>
      )}
    </section>
  );
}
