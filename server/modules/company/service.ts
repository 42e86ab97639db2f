/**
 * Company switch (web select and native change): the current family ends and a new pair
 * scoped to the chosen company starts, with that job's empNo and authority. The old family's
 * 30-day limit carries over, so switching back and forth never extends a login.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TokenPairResult } from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { announceFamilyEnded } from "../../lib/node-cache";
import { audit, metaOf } from "../identity/audit";
import { familyAbsoluteExpiry, revokeFamily } from "../identity/refresh-repository";
import { issueTokenPair } from "../session/token-service";
import { findJob } from "../identity/company-repository";

export async function switchCompany(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
): Promise<TokenPairResult> {
  const { accountId, companyId: fromCompanyId, familyId } = request.auth;
  const meta = metaOf(request);
  if (!(await findJob(app.db, accountId, companyId))) {
    await audit(app.db, app.log, meta, {
      event: "COMPANY_SWITCH",
      outcome: "DENIED",
      accountId,
      companyId: fromCompanyId,
      details: { toCompanyId: companyId },
    });
    throw apiErrors.forbidden({ messageKey: "company.notMember" });
  }
  const absoluteExpiresAt = await familyAbsoluteExpiry(app.db, familyId);
  // Only the request that actually ended the family may start the next one: two parallel
  // switches with one token must not leave two live sessions behind.
  if ((await revokeFamily(app.db, familyId, app.clock.now())) === 0) throw apiErrors.unauthorized();
  await announceFamilyEnded(app.db, familyId);
  const { familyId: _newFamily, ...pair } = await issueTokenPair(app, {
    accountId,
    companyId,
    absoluteExpiresAt,
  });
  await audit(app.db, app.log, meta, {
    event: "COMPANY_SWITCH",
    outcome: "SUCCESS",
    accountId,
    companyId,
    details: { fromCompanyId },
  });
  return pair;
}
