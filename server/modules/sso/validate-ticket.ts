/**
 * One way to validate a ticket whichever CAS is configured: the embedded service's validator
 * in-process (no HTTP round trip to ourselves), or the external server over HTTP. Never throws:
 * transport and parse problems come back as INTERNAL_ERROR with the cause logged.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { fetchServiceValidation } from "../../cas/client";
import { casBaseUrl, isEmbeddedCas } from "../../cas/registry";
import { validateServiceTicket } from "../../cas/validate";

/** The CAS answer lacks CAS_USER_ATTRIBUTE: the login fails as UNKNOWN_ACCOUNT. */
export const USER_ATTRIBUTE_MISSING = "USER_ATTRIBUTE_MISSING";

export type TicketResult = { ok: true; user: string } | { ok: false; code: string };

export async function validateTicket(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  service: string,
  ticket: string,
): Promise<TicketResult> {
  if (isEmbeddedCas(app.config)) {
    const now = app.clock.now();
    return validateServiceTicket(
      { db: app.db, config: app.config, now },
      { service, ticket },
      (err) => log.error({ err }, "embedded CAS validation failed"),
    );
  }
  try {
    const result = await fetchServiceValidation(casBaseUrl(app.config), service, ticket);
    if (result.ok) return mapCasUser(app, log, result);
    const code = result.code.slice(0, 64); // the remote's text: bounded before it is logged
    log.info({ casCode: code }, "CAS refused the ticket");
    return { ok: false, code };
  } catch (error) {
    // Timeouts, refused connections, oversized or hostile XML: the cause, never the ticket.
    log.warn({ err: error }, "CAS ticket validation call failed");
    return { ok: false, code: "INTERNAL_ERROR" };
  }
}

/**
 * The portal account an external CAS login means: `cas:user`, or the attribute CAS_USER_ATTRIBUTE
 * names (e.g. an employee number or a login id other than the CAS user). The account must
 * already exist (provisioned by SCIM or the CSV import): startSession refuses an unknown or
 * inactive one with UNKNOWN_ACCOUNT, and nothing here ever creates an account.
 */
function mapCasUser(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  result: { user: string; attributes: Record<string, string> },
): TicketResult {
  const attribute = app.config.CAS_USER_ATTRIBUTE;
  if (attribute === undefined) return { ok: true, user: result.user };
  const value = Object.hasOwn(result.attributes, attribute) ? result.attributes[attribute] : "";
  if (!value) {
    log.info({ attribute }, "CAS answer without the configured user attribute");
    return { ok: false, code: USER_ATTRIBUTE_MISSING };
  }
  return { ok: true, user: value };
}
