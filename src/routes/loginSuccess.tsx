import { createFileRoute } from "@tanstack/react-router";
import { LoginSuccessPage } from "../features/auth/components/LoginSuccessPage";

export const Route = createFileRoute("/loginSuccess")({ component: LoginSuccessPage });
