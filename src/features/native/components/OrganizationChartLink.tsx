import { Trans, useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { isNativeApp } from "../detect";
import { openExternal } from "../open-external";

/** The organisation chart's mobile web address (an absolute URL a shell can open on its own). */
export function organizationChartUrl(origin = window.location.origin): string {
  return new URL("/OrganizationView", origin).href;
}

/**
 * Link to the organisation chart (spec 2): a new window on the web; in the app the shell opens
 * the mobile web address instead (openExternal sends it through the bridge).
 */
export function OrganizationChartLink({ className }: { className?: string }) {
  const { t } = useLingui();
  const href = organizationChartUrl();
  const inApp = isNativeApp();
  const onClick = (event: MouseEvent) => {
    if (!inApp) return;
    event.preventDefault();
    openExternal(href);
  };
  return (
    <a
      href={href}
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
