/**
 * The shapes of /api/admin/* (API.md "Administration (wave 2)") as the admin screens use them:
 * what the server answers comes from its contract (types only: the contract's zod stays out of
 * the PWA), what the forms send is spelled out here with every field set.
 */
import type {
  AdminApiKey,
  AdminBillboard,
  AdminEvent,
  AdminNotice,
  AuditEntryResult,
  NoticeReads,
} from "../../../server/contract/admin";

export type { AdminApiKey, AdminBillboard, AdminEvent, AdminNotice, NoticeReads };
export type AuditEntry = AuditEntryResult;
export type AdminKind = "GROUP" | "COMPANY";

/** Who the caller is in the admin area: none means no rights in the token's company. */
/** A company the admin may manage (GET /api/admin/me). */
export interface ManagedCompany {
  id: number;
  name: string;
}

export type AdminAccess =
  { kind: AdminKind; companyId: number; companies?: ManagedCompany[] } | { kind: "NONE" };

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

export type ApiKeyScope = "scim" | "feed";
