import { Navigate } from "@tanstack/react-router";

/** Sends the user to Main, replacing the current history entry (unknown paths, spec section 2). */
export function RedirectHome() {
  return <Navigate to="/" replace />;
}
