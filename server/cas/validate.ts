/**
 * Service ticket validation (CAS 3.0 §2.5 /serviceValidate and §2.6 /p3/serviceValidate), as a
 * function: the HTTP route renders its result as XML, and the portal's own CAS client calls it
 * in-process when the embedded service is in use.
 *
 * Order of checks: request shape (INVALID_REQUEST, INVALID_TICKET_SPEC) before touching the
 * database; then the ticket is consumed atomically, so ANY further outcome (wrong service, proxy
 * callback refused) still burns it, as §2.5 requires ("MUST be invalidated after a validation
 * attempt, regardless of success"): a ticket caught in transit cannot be tried again.
 */
import type { Config } from "../config";
import type { Db } from "../db/client";
import { findActiveAccount } from "./accounts";
import { isRegisteredService } from "./registry";
import { consumeServiceTicket } from "./tickets";
import type { CasValidation } from "./xml";

export interface ValidateInput {
  service?: string | undefined;
  ticket?: string | undefined;
  pgtUrl?: string | undefined;
}

export interface ValidateDeps {
  db: Db;
  config: Pick<Config, "CAS_SERVICES">;
  now: Date;
}

/** What our tickets look like: ST- + 43 base64url characters (with room for other issuers). */
const TICKET_SHAPE = /^ST-[A-Za-z0-9_-]{20,256}$/;

const fail = (code: Extract<CasValidation, { ok: false }>["code"], message: string) =>
  ({ ok: false, code, message }) as const;

/** Never throws: a database failure becomes INTERNAL_ERROR (the caller logs `error`). */
export async function validateServiceTicket(
  deps: ValidateDeps,
  input: ValidateInput,
  onError: (error: unknown) => void = () => undefined,
): Promise<CasValidation> {
  const { service, ticket, pgtUrl } = input;
  if (!service || !ticket) return fail("INVALID_REQUEST", "service and ticket are required");
  // Messages never echo the ticket: it is a credential until it is burnt.
  if (!TICKET_SHAPE.test(ticket)) return fail("INVALID_TICKET_SPEC", "not a service ticket");
  try {
    const consumed = await consumeServiceTicket(deps.db, ticket, deps.now);
    if (!consumed) return fail("INVALID_TICKET", "ticket not recognized, already used or expired");
    if (consumed.service !== service) {
      return fail("INVALID_SERVICE", "ticket was not issued for this service");
    }
    if (pgtUrl !== undefined) {
      // No proxy granting tickets are issued. A callback that is not even https and registered
      // is refused as such; a sound one is refused because no service may act as a proxy.
      if (!pgtUrl.startsWith("https://") || !isRegisteredService(deps.config, pgtUrl)) {
        return fail("INVALID_PROXY_CALLBACK", "proxy callback is not https or not registered");
      }
      return fail("UNAUTHORIZED_SERVICE_PROXY", "service is not authorized to use proxies");
    }
    const account = await findActiveAccount(deps.db, consumed.accountId);
    if (!account) return fail("INVALID_TICKET", "ticket not recognized, already used or expired");
    return {
      ok: true,
      user: account.accountId,
      attributes: { name: account.name, authenticationDate: consumed.createdAt.toISOString() },
    };
  } catch (error) {
    onError(error);
    return fail("INTERNAL_ERROR", "the ticket could not be validated");
  }
}
