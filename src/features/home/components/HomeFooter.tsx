import { Footer } from "../../../components/Footer/Footer";
import { useLogout } from "../../auth";
import { openViaHandover } from "../handover";

/**
 * The footer wired to logout (features/auth) and the approval handover (path "/"). Loaded lazily
 * (below the fold): HomePage paints the footer without its actions meanwhile.
 */
export default function HomeFooter() {
  const { logout, pending } = useLogout();
  return (
    <Footer
      actions={{
        onLogout: () => void logout(),
        logoutPending: pending,
        onOpenApproval: () => openViaHandover("/"),
      }}
    />
  );
}
