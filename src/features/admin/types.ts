/**
 * The shapes of /api/admin/* (API.md "Administration (wave 2)") as the admin screens use them.
 * Kept here until the server's contract (server/contract/admin.ts) is on this branch; the
 * field names are the fixed ones of API.md.
 */
export type AdminKind = "GROUP" | "COMPANY";

/** Who the caller is in the admin area: none means no rights in the token's company. */
export type AdminAccess = { kind: AdminKind; companyId: number } | { kind: "NONE" };

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface AdminNoticeBody {
  title: string;
  html: string;
  companyId: number | null;
  popupFrom: string | null;
  popupTo: string | null;
  mustAcknowledge: boolean;
  push: boolean;
}
export interface AdminNotice extends AdminNoticeBody {
  id: number;
  author?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface NoticeReadMember {
  accountId: string;
  name: string;
  departmentName: string;
  acknowledgedAt: string | null;
}
export interface NoticeReads {
  acknowledged: number;
  pending: number;
  members: NoticeReadMember[];
}

export interface AdminBillboardBody {
  title: string;
  titleSub: string;
  link: string | null;
  enabled: boolean;
  sortOrder: number;
  companyId: number | null;
  from: string | null;
  to: string | null;
}
export interface AdminBillboard extends AdminBillboardBody {
  id: number;
  updatedAt?: string;
}

export type MenuLocale = "ko" | "en" | "zh" | "ja";
export type MenuNames = Record<MenuLocale, string>;
export type EnvType = "MOBILE" | "PC" | "ALL";
export interface AdminMenuItem {
  id?: number;
  names: MenuNames;
  url: string;
  icon: string | null;
  open: boolean;
  envType: EnvType;
  priority: number;
  deleteFlag?: boolean;
}

export interface AdminEventBody {
  day: string;
  title: string;
  titles: MenuNames;
  type: "EVENT" | "HOLIDAY";
  companyId: number | null;
}
export interface AdminEvent extends AdminEventBody {
  id: number;
}

export type ApiKeyScope = "scim" | "feed";
export interface AdminApiKey {
  id: number;
  name: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  targetId: string | null;
  outcome?: string;
}
