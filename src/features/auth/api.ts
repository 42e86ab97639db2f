import { queryOptions } from "@tanstack/react-query";
import type {
  CodeChannel,
  CodeSendResult,
  CodeValidResult,
  ContactInfoResult,
  InitPasswordResult,
  LoginValidResult,
  PasswordChangeResult,
  TokenPairResult,
} from "../../../server/contract/auth";
import { api } from "../../lib/api-client";
import { exchangeTokenPair } from "../../platform/session/token-exchange";
import { storeTokenPair } from "../../platform/session/token-session";
import { encryptPasswords } from "./encrypt-password";

export const authKeys = {
  contactInfo: () => ["auth", "contact-info"] as const,
};

/** Temporary-token call: errors (401 = the 5-minute token ended) are the caller's to show. */
export const contactInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.contactInfo(),
    queryFn: ({ signal }) =>
      api<ContactInfoResult>("/account/user/contact-info", { signal, authFailure: "none" }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { errorHandling: "local" },
  });

export async function loginWithPassword(accountId: string, password: string) {
  const { keyId, ciphertexts } = await encryptPasswords([password]);
  return api<LoginValidResult>("/account/user/valid", {
    method: "POST",
    body: { accountId, password: ciphertexts[0], keyId },
    authFailure: "none",
  });
}

/** Exchanges a one-time login code (POST /api/account/token) and stores the pair. */
export async function exchangeLoginCode(code: string): Promise<void> {
  const pair = await api<TokenPairResult>("/account/token", {
    method: "POST",
    body: { code },
    authFailure: "none",
  });
  await storeTokenPair(pair);
}

export const sendVerificationCode = (channel: CodeChannel) =>
  api<CodeSendResult>("/account/authentication/code/send", {
    method: "POST",
    body: { channel },
    authFailure: "none",
  });

export const validateVerificationCode = (code: string) =>
  api<CodeValidResult>("/account/authentication/code/valid", {
    method: "POST",
    body: { code },
    authFailure: "none",
  });

export const initPassword = (accountId: string, name: string) =>
  api<InitPasswordResult>("/account/user/init-password", {
    method: "POST",
    body: { accountId, name },
    authFailure: "none",
  });

/**
 * PUT /api/account/user/password: every session of the account ends and the answer carries this
 * one's new pair (stored under the refresh lock, platform/session/token-exchange.ts). A refused
 * session is the form's to report, not a logout ("keep", as the mode "refresh" did).
 */
export async function changePassword(currentPassword: string, newPassword: string) {
  const { keyId, ciphertexts } = await encryptPasswords([currentPassword, newPassword]);
  return exchangeTokenPair(
    (request) =>
      api<PasswordChangeResult>("/account/user/password", {
        method: "PUT",
        body: { currentPassword: ciphertexts[0], newPassword: ciphertexts[1], keyId },
        ...request,
      }),
    "keep",
  );
}
