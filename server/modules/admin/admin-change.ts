/**
 * What an admin change's service is called with: the request (for its audit entry), the
 * caller's admin rights, and the time of the change from the app's clock.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminRightsOf, type AdminRights } from "./rights";

export interface AdminChange {
  request: FastifyRequest;
  rights: AdminRights;
  now: Date;
}

export const adminChange = (fastify: FastifyInstance, request: FastifyRequest): AdminChange => ({
  request,
  rights: adminRightsOf(request),
  now: fastify.clock.now(),
});
