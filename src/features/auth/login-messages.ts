import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Texts for `/login?error=` values (server contract LOGIN_ERRORS); unknown values: generic. */
const LOGIN_ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  INVALID_TICKET: msg`통합 로그인(SSO) 인증이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.`,
  UNKNOWN_ACCOUNT: msg`포털을 사용할 수 있는 계정이 아닙니다. 관리자에게 문의하세요.`,
  ACCOUNT_LOCKED: msg`계정이 잠겼습니다. 잠시 후 다시 시도하거나 관리자에게 문의하세요.`,
  LOGIN_FAILED: msg`로그인하지 못했습니다. 다시 시도하세요.`,
};

export function loginErrorMessage(code: string): MessageDescriptor {
  return LOGIN_ERROR_MESSAGES[code] ?? (LOGIN_ERROR_MESSAGES.LOGIN_FAILED as MessageDescriptor);
}

const ACCOUNT_ID_KEY = "gp-account-id";

/** The last ID that logged in on this device (spec 3: the user id is stored on the device). */
export const rememberedAccountId = {
  get(): string {
    try {
      return localStorage.getItem(ACCOUNT_ID_KEY) ?? "";
    } catch {
      return "";
    }
  },
  set(accountId: string): void {
    try {
      localStorage.setItem(ACCOUNT_ID_KEY, accountId);
    } catch {
      // storage blocked: nothing to remember
    }
  },
};
