import { useEffect } from "react";
import type { FooterActions } from "../../../components/Footer/Footer";
import { useLogout } from "../../auth";
import { openViaHandover } from "../handover";

/**
 * The footer's actions, wired to logout (features/auth) and the approval handover (path "/").
 * In Main's deferred chunk: it renders nothing and hands them to HomeFooter, whose footer was
 * painted with the first screen and stays the same element when they come.
 */
export default function HomeFooterActions({
  onChange,
}: {
  onChange: (actions: FooterActions) => void;
}) {
  const { logout, pending } = useLogout();
  useEffect(() => {
    onChange({
      onLogout: () => void logout(),
      logoutPending: pending,
      onOpenApproval: () => openViaHandover("/"),
    });
  }, [onChange, logout, pending]);
  return null;
}
