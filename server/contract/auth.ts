/**
 * API.md "Login and session": request bodies, queries and results (the `result` of the envelope).
 * The PWA imports these with `import type` only; this file may import zod and ./common only.
 */
import { z } from "zod";
import { dbId, dbIdParam, localeSchema } from "./common";

/** Base64 (standard alphabet, padded) text, e.g. an RSA-OAEP ciphertext or a DER key. */
const base64 = z
  .string()
  .min(4)
  .max(4096)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "base64");

const accountId = z.string().trim().min(1).max(100).describe("Login ID");
const keyId = z.string().min(1).max(100).describe("keyId of the public key used to encrypt");
const encryptedPassword = base64.describe("RSA-OAEP-256 ciphertext of the UTF-8 password, base64");

/** GET /api/login/sso */
export const ssoQuerySchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, "same-origin path")
    .optional()
    .describe("Same-origin path to return to after login; default /"),
});
export type SsoQuery = z.infer<typeof ssoQuerySchema>;

/** GET /api/token/cas */
export const casTokenQuerySchema = z.object({ ticket: z.string().min(1).max(512) });
export type CasTokenQuery = z.infer<typeof casTokenQuerySchema>;

/**
 * Values of `/login?error=` (the CAS callback's failure redirect; the PWA also uses LOGIN_FAILED
 * when a one-time code cannot be exchanged). The PWA shows a localized text per value and a
 * generic one for anything else.
 */
export const LOGIN_ERRORS = [
  "INVALID_TICKET", // CAS ticket missing, unknown, used or expired
  "UNKNOWN_ACCOUNT", // CAS user without an active portal account/employment
  "ACCOUNT_LOCKED", // too many failures or disabled account
  "LOGIN_FAILED", // anything else
] as const;
export const loginErrorSchema = z.enum(LOGIN_ERRORS);
export type LoginError = z.infer<typeof loginErrorSchema>;

/** GET /api/account/public-key */
export const publicKeyResultSchema = z.object({
  keyId,
  alg: z.literal("RSA-OAEP-256"),
  spki: base64.describe("SubjectPublicKeyInfo, DER, base64"),
});
export type PublicKeyResult = z.infer<typeof publicKeyResultSchema>;

/** POST /api/account/user/valid */
export const loginValidBodySchema = z.object({ accountId, password: encryptedPassword, keyId });
export type LoginValidBody = z.infer<typeof loginValidBodySchema>;

export const loginValidResultSchema = z.discriminatedUnion("next", [
  z.object({
    next: z.literal("VERIFY"),
    temporaryToken: z.string().min(1).describe("Bearer token for the verification calls"),
  }),
  z.object({
    next: z.literal("DONE"),
    code: z.string().min(1).describe("One-time login code for POST /api/account/token"),
  }),
]);
export type LoginValidResult = z.infer<typeof loginValidResultSchema>;

/** GET /api/account/user/contact-info (temporary token) */
export const contactInfoResultSchema = z.object({
  phone: z.string().nullable().describe('Masked, e.g. "010-****-1234"'),
  email: z.string().nullable().describe('Masked, e.g. "h***@x.com"'),
});
export type ContactInfoResult = z.infer<typeof contactInfoResultSchema>;

export const CODE_CHANNELS = ["sms", "email"] as const;
export const codeChannelSchema = z.enum(CODE_CHANNELS);
export type CodeChannel = z.infer<typeof codeChannelSchema>;

/** POST /api/account/authentication/code/send (temporary token) */
export const codeSendBodySchema = z.object({ channel: codeChannelSchema });
export type CodeSendBody = z.infer<typeof codeSendBodySchema>;
export const codeSendResultSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }).describe("When the code expires (sent + 2 minutes)"),
});
export type CodeSendResult = z.infer<typeof codeSendResultSchema>;

/** POST /api/account/authentication/code/valid (temporary token) */
export const codeValidBodySchema = z.object({
  code: z.string().regex(/^\d{6}$/, "6 digits"),
});
export type CodeValidBody = z.infer<typeof codeValidBodySchema>;
export const codeValidResultSchema = z.object({
  code: z.string().min(1).describe("One-time login code for POST /api/account/token"),
});
export type CodeValidResult = z.infer<typeof codeValidResultSchema>;

/** POST /api/account/token */
export const tokenExchangeBodySchema = z.object({ code: z.string().min(1).max(512) });
export type TokenExchangeBody = z.infer<typeof tokenExchangeBodySchema>;

/** Result of token exchange and every reissuance call. */
export const tokenPairResultSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresIn: z.number().int().positive().describe("Access token lifetime in seconds"),
});
export type TokenPairResult = z.infer<typeof tokenPairResultSchema>;

/** POST /api/account/user/init-password */
export const initPasswordBodySchema = z.object({
  accountId,
  name: z.string().trim().min(1).max(100),
});
export type InitPasswordBody = z.infer<typeof initPasswordBodySchema>;
export const initPasswordResultSchema = z.object({
  sentTo: codeChannelSchema.describe("Channel that received the temporary password"),
});
export type InitPasswordResult = z.infer<typeof initPasswordResultSchema>;

/** PUT /api/account/user/password (access token) */
export const passwordChangeBodySchema = z.object({
  currentPassword: encryptedPassword,
  newPassword: encryptedPassword,
  keyId,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
export const passwordChangeResultSchema = tokenPairResultSchema.extend({
  changedAt: z.iso.datetime({ offset: true }),
});
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;

/**
 * POST /api/token/reissuance and /api/token/app/reIssuance: the refresh token in the body
 * and/or the header `RefreshToken` (native shells may send the header alone, without a body).
 */
const refreshTokenValue = z.string().min(1).max(4096);
export const reissuanceBodySchema = z
  .object({ refresh_token: refreshTokenValue.optional().describe("The refresh token") })
  .nullish(); // no body at all arrives as null
export type ReissuanceBody = z.infer<typeof reissuanceBodySchema>;
/** Header names arrive lower-cased; other headers pass through untouched (loose). */
export const reissuanceHeadersSchema = z.looseObject({
  refreshtoken: refreshTokenValue.optional().describe("The refresh token (header RefreshToken)"),
});

/** POST /api/token/reissuance/{companyId}, POST /api/native/change-company/{companyId} */
export const companyIdParamsSchema = z.object({ companyId: dbIdParam });
export type CompanyIdParams = z.infer<typeof companyIdParamsSchema>;

/** GET /api/login/company */
export const companySchema = z.object({
  companyId: dbId,
  companyCode: z.string(),
  companyName: z.string().describe("In the caller's locale"),
});
export type Company = z.infer<typeof companySchema>;
export const companyListResultSchema = z.array(companySchema);
export type CompanyListResult = z.infer<typeof companyListResultSchema>;

/** GET /api/login */
export const loginCheckResultSchema = z.object({
  accountId: z.string(),
  companyId: dbId,
  empNo: z.string(),
  valid: z.literal(true),
});
export type LoginCheckResult = z.infer<typeof loginCheckResultSchema>;

/** GET /api/logout, PUT /api/internal/appLoginUpdate */
export const emptyResultSchema = z.object({}).strict();
export type EmptyResult = z.infer<typeof emptyResultSchema>;

/** PUT /api/internal/appLoginUpdate */
export const appLoginUpdateBodySchema = z.object({
  accountId,
  appLoginYn: z.enum(["Y", "N"]),
  companyId: dbId,
});
export type AppLoginUpdateBody = z.infer<typeof appLoginUpdateBodySchema>;

/** GET /api/setLocale (access), GET /api/setLoginLocale (none) */
export const setLocaleQuerySchema = z.object({ locale: localeSchema });
export type SetLocaleQuery = z.infer<typeof setLocaleQuerySchema>;
export const setLocaleResultSchema = z.object({ locale: localeSchema });
export type SetLocaleResult = z.infer<typeof setLocaleResultSchema>;
