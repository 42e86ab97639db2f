/**
 * The auth feature's public API for other features: logout for a button (Main's footer). The
 * route guard, the login pages and the bare logout are wired by the routes and main.tsx.
 */
export { useLogout } from "./use-logout";
