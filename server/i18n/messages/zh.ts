/** Simplified Chinese server texts; keys must match ko.ts exactly. */
import type { MessageKey } from "../keys";

export const zh = {
  OK: "操作成功。",
  UNAUTHORIZED: "登录信息已失效，请重新登录。",
  TOKEN_EXPIRED: "登录令牌已过期。",
  TOKEN_PARSE_ERROR: "无法解析登录令牌。",
  FORBIDDEN: "您没有执行此操作的权限。",
  NOT_FOUND: "找不到您要查找的内容。",
  VALIDATION_ERROR: "请检查您输入的内容。",
  TOO_MANY_REQUESTS: "请求过于频繁，请稍后再试。",
  INTERNAL_ERROR: "服务器出现问题，请联系管理员。",
  BAD_REQUEST: "无法处理该请求。",
  CONFLICT: "与其他更改发生冲突，请刷新后重试。",
  PAYLOAD_TOO_LARGE: "请求数据过大。",
  UNSUPPORTED_MEDIA_TYPE: "不支持该数据格式。",
} satisfies Record<MessageKey, string>;
