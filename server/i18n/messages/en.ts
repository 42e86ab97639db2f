/** English server texts; keys must match ko.ts exactly. */
import type { MessageKey } from "../keys";

export const en = {
  OK: "Done.",
  UNAUTHORIZED: "Your sign-in is no longer valid. Please sign in again.",
  TOKEN_EXPIRED: "Your sign-in token has expired.",
  TOKEN_PARSE_ERROR: "Your sign-in token could not be read.",
  FORBIDDEN: "You don't have permission to do this.",
  NOT_FOUND: "We couldn't find what you were looking for.",
  VALIDATION_ERROR: "Please check what you entered.",
  TOO_MANY_REQUESTS: "Too many attempts. Please wait a moment and try again.",
  INTERNAL_ERROR: "There is a problem with the server. Please contact the administrator.",
  BAD_REQUEST: "The request could not be processed.",
  CONFLICT: "This conflicts with another change. Please refresh and try again.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This data format is not supported.",
} satisfies Record<MessageKey, string>;
