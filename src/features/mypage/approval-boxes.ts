import { withAppFlag } from "../home";

/**
 * The approval site's boxes behind my page's counts, opened through the handover (GET
 * /api/handover?url=/path, which only takes a path of the configured approval site). Spec 6: in
 * the app, approval links carry the app flag.
 */
export const APPROVAL_BOX_PATHS = {
  draft: "/approval/draft",
  before: "/approval/before",
  reject: "/approval/reject",
} as const;

export type ApprovalBox = keyof typeof APPROVAL_BOX_PATHS;

export function approvalBoxPath(box: ApprovalBox, inApp: boolean): string {
  const path = APPROVAL_BOX_PATHS[box];
  return inApp ? withAppFlag(path) : path;
}
