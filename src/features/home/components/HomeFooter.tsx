import { Footer } from "../../../components/Footer/Footer";
import { useLogout } from "../../auth";
import { openViaHandover } from "../handover";

/**
 * The footer wired to logout (features/auth) and the approval handover (path "/"). Loaded lazily
 * (below the fold): HomePage reserves its height meanwhile.
 */
export default function HomeFooter() {
  const { logout, pending } = useLogout();
  return (
    <Footer
      onLogout={() => void logout()}
      logoutPending={pending}
      onOpenApproval={() => openViaHandover("/")}
    />
  );
}
