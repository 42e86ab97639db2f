import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { isNativeApp } from "../../../platform/native/detect";
import { openOrganizationChart, organizationChartUrl } from "../open-organization";

/**
 * Link to the organisation chart (spec 2): a real link that opens a new window on the web; in
 * the app the click goes to openOrganizationChart, which hands the address to the shell.
 */
export function OrganizationChartLink({ className }: { className?: string }) {
  const { t } = useLingui();
  const inApp = isNativeApp();
  const onClick = (event: MouseEvent) => {
    if (!inApp) return;
    event.preventDefault();
    openOrganizationChart();
  };
  return (
    <a
      href={organizationChartUrl()}
      className={className}
      target={inApp ? undefined : "_blank"}
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <Trans>조직도</Trans>
      {inApp ? null : <VisuallyHidden>{` ${t`(새 창)`}`}</VisuallyHidden>}
    </a>
  );
}
