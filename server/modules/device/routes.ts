/**
 * PUT /api/internal/updateToken and PUT /api/internal/updateAlarm (API.md "Portal"): what the
 * native shell reports about the device, push token and alarm choices of the caller's job.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emptyResultSchema,
  envelope,
  updateAlarmBodySchema,
  updateTokenBodySchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { announceUserChanged } from "../../lib/node-cache";
import { applyShellPushFlag } from "../push/settings-repository";
import { assertSelf } from "./identity";
import { upsertAlarm, upsertDevice } from "./repository";

const security = [{ bearerAuth: [] }];

const deviceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.put(
    "/api/internal/updateToken",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Stores the device and push token of the caller's job (ids must be the caller's)",
        security,
        body: updateTokenBodySchema,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertSelf(request.auth, body);
      await upsertDevice(
        fastify.db,
        request.auth,
        {
          deviceKey: body.deviceKey,
          appVersion: body.appVersion,
          deviceName: body.deviceName ?? null,
          osTypeCode: body.osTypeCode ?? null,
          osVersion: body.osVersion ?? null,
          // An empty token means "no push" (permission withdrawn), not a token called "".
          pushToken: body.pushToken || null,
        },
        fastify.clock.now(),
      );
      return ok(reply, {});
    },
  );

  fastify.put(
    "/api/internal/updateAlarm",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Stores the alarm flags (Y|N) of the caller's job (ids must be the caller's)",
        security,
        body: updateAlarmBodySchema,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertSelf(request.auth, body);
      const flags = {
        pushEnabled: body.fcmYn === "Y",
        smsEnabled: body.smsYn === "Y",
        mailEnabled: body.mailYn === "Y",
      };
      const now = fastify.clock.now();
      await upsertAlarm(fastify.db, request.auth, flags, now);
      // fcmYn is also the web's push switch (GET /api/push/settings): one stored truth.
      await applyShellPushFlag(fastify.db, request.auth, flags.pushEnabled, now);
      await announceUserChanged(fastify.db, request.auth.accountId); // alarmInfo of /api/user
      return ok(reply, {});
    },
  );
};

export default deviceRoutes;
