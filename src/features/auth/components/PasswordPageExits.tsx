import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Button, buttonClassName } from "../../../components/Button/Button";
import { useLogout } from "../use-logout";
import styles from "./LoginPage.module.css";

/** A change the user asked for can be abandoned: back to my page, where the link was. */
export function CancelChange() {
  return (
    <Link to="/user" replace className={`${buttonClassName("secondary")} ${styles.exit}`}>
      <Trans>취소</Trans>
    </Link>
  );
}

/** A required change (first login, 90 days) cannot be skipped, but the user may log out. */
export function LogoutInstead() {
  const { logout, pending } = useLogout();
  return (
    <Button variant="text" className={styles.exit} disabled={pending} onClick={() => void logout()}>
      <Trans>로그아웃</Trans>
    </Button>
  );
}
