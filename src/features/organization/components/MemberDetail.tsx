import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { memberQuery } from "../api";
import { mailHref, shown, telHref } from "../tree";
import styles from "./Organization.module.css";

export interface MemberDetailProps {
  companyId: number;
  employeeNo: string;
  onClose: () => void;
}

function Contact({ value, href }: { value: string | null; href: string | null }) {
  if (!value) return null;
  return href ? (
    <a className={styles.link} href={href}>
      {value}
    </a>
  ) : (
    <>{value}</>
  );
}

/** Spec 2 labels: name, ID, department, duty, position, mobile, mail, birthday, landline, work info. */
export function MemberDetail({ companyId, employeeNo, onClose }: MemberDetailProps) {
  const { t } = useLingui();
  const query = useQuery(memberQuery(companyId, employeeNo));
  const user = query.data;
  return (
    <section
      className={styles.detail}
      aria-label={t`구성원 정보`}
      aria-busy={query.isPending || undefined}
    >
      <div className={styles.row}>
        <h2 className={styles.grow}>{user?.name ?? ""}</h2>
        <button type="button" className={styles.button} onClick={onClose}>
          <Trans>목록으로</Trans>
        </button>
      </div>
      {user ? (
        <>
          {user.profileImageUrl ? (
            <img
              src={user.profileImageUrl}
              alt=""
              width={72}
              height={72}
              referrerPolicy="no-referrer"
            />
          ) : null}
          <dl>
            <dt>
              <Trans>이름</Trans>
            </dt>
            <dd>{user.name}</dd>
            <dt>
              <Trans>ID</Trans>
            </dt>
            <dd>{user.accountId}</dd>
            <dt>
              <Trans>부서</Trans>
            </dt>
            <dd>{user.departmentName}</dd>
            <dt>
              <Trans>직책</Trans>
            </dt>
            <dd>{shown(user.duty)}</dd>
            <dt>
              <Trans>직위</Trans>
            </dt>
            <dd>{shown(user.position)}</dd>
            <dt>
              <Trans>휴대전화</Trans>
            </dt>
            <dd>
              <Contact value={user.mobile} href={telHref(user.mobile)} />
            </dd>
            <dt>
              <Trans>메일</Trans>
            </dt>
            <dd>
              <Contact value={user.mail} href={mailHref(user.mail)} />
            </dd>
            <dt>
              <Trans>생일</Trans>
            </dt>
            <dd>{user.birthday ?? ""}</dd>
            <dt>
              <Trans>사내전화</Trans>
            </dt>
            <dd>
              <Contact value={user.landline} href={telHref(user.landline)} />
            </dd>
            <dt>
              <Trans>담당 업무</Trans>
            </dt>
            <dd>{user.workInfo ?? ""}</dd>
          </dl>
          <h3>
            <Trans>겸직 정보</Trans>
          </h3>
          <ul className={styles.jobs}>
            {user.jobs.map((job) => (
              <li key={`${job.companyId}-${job.employeeNo}`}>
                <strong>{job.companyName}</strong> {job.departmentName}{" "}
                {[shown(job.position), shown(job.duty)].filter(Boolean).join(" · ")}{" "}
                {job.primaryJobYn === "Y" ? (
                  <span className={styles.muted}>{t`주소속`}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : query.isPending ? null : (
        <p className={styles.muted}>
          <Trans>정보가 없습니다.</Trans>
        </p>
      )}
    </section>
  );
}
