import { createFileRoute } from "@tanstack/react-router";
import { LogoutSuccessPage } from "../features/auth/components/LogoutSuccessPage";

// Public on purpose: reachable right after logout, without tokens (docs/decisions/0004).
export const Route = createFileRoute("/LogoutSuccess")({ component: LogoutSuccessPage });
