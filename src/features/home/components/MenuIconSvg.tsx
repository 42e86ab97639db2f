import type { MenuIcon } from "../../../../shared/menu-icons";

/** 24x24 line drawings of the built-in set (shared/menu-icons.ts), one path list per name. */
const PATHS: Record<MenuIcon, string> = {
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  calendar: "M4 5h16v15H4zM4 10h16M8 3v4M16 3v4",
  approval: "M6 3h9l4 4v14H6zM15 3v4h4M9 14l2 2 4-4",
  document: "M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7",
  people:
    "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 15c2 1 3 3 3 5",
  chart: "M4 20h16M7 16v-5M12 16V6M17 16v-8",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  money: "M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v6M18 9v6",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4",
  book: "M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1zM12 6v14",
  car: "M5 16l1-5 2-4h8l2 4 1 5zM3 16h18v3H3zM7 19v2M17 19v2M8 13h1M15 13h1",
  building: "M5 21V4h10v17M15 9h4v12M3 21h18M8 7h4M8 11h4M8 15h4",
  chat: "M4 5h16v11H9l-5 4z",
  cloud: "M7 18a4 4 0 0 1 0-8 6 6 0 0 1 11 2 3 3 0 0 1 0 6z",
  shield: "M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4",
  link: "M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1",
};

/** An admin-set menu icon: inline, in the text colour, hidden from assistive technology. */
export function MenuIconSvg({ name }: { name: MenuIcon }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
