import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Button, buttonClassName } from "../Button/Button";
import { PageLayout } from "../PageLayout/PageLayout";
import styles from "./ErrorPage.module.css";

/**
 * What a screen that failed to render shows (the router's error component): the app's header, a
 * message in the user's language, and two ways on: try the screen again, or go home. The error
 * itself goes to the console for whoever debugs it, never to the page.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  console.error("A screen failed to render", error);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <PageLayout title={t`화면을 표시하지 못했습니다`} back>
      <div className={styles.page} role="alert">
        <p>
          <Trans>이 화면을 여는 중에 문제가 생겼습니다. 다시 시도하거나 홈으로 돌아가세요.</Trans>
        </p>
        <div className={styles.actions}>
          <Button onClick={retry}>
            <Trans>다시 시도</Trans>
          </Button>
          <Link to="/" className={buttonClassName("secondary")}>
            <Trans>홈으로</Trans>
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
