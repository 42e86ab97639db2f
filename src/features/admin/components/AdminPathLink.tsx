import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * Links inside the admin area: every screen below /admin is one route (/admin/$, see
 * src/routes/_authenticated/admin/$.tsx), so `path` is what follows "/admin/" ("notices/12").
 * A screen with its own file route below /admin (e.g. admin/import.tsx) matches first.
 */
export function AdminPathLink(props: {
  path: string;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to="/admin/$"
      params={{ _splat: props.path }}
      className={props.className}
      aria-label={props["aria-label"]}
    >
      {props.children}
    </Link>
  );
}

export function useAdminNavigate() {
  const navigate = useNavigate();
  return (path: string) => navigate({ to: "/admin/$", params: { _splat: path } });
}
