/**
 * Push calls (API.md "Push (wave 2)"): the VAPID public key, the browser's subscription and the
 * caller's settings. Registering the module also starts this node's push worker (worker.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { demoMode } from "../../config";
import { emptyResultSchema, envelope } from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { onNoticePublished } from "../admin/notice-events";
import { endpointAllowed } from "./endpoint-rule";
import { enqueueAckReminder, enqueueNoticePush, reminderTime } from "./events";
import {
  pushSettingsSchema,
  subscribeBodySchema,
  subscribeResultSchema,
  unsubscribeBodySchema,
  vapidPublicKeyResultSchema,
} from "./schemas";
import { readPushSettings, writePushSettings } from "./settings-repository";
import { removeSubscription, saveSubscription } from "./subscription-repository";
import { loadVapidKeys } from "./vapid";
import { startPushWorker } from "./worker";

const security = [{ bearerAuth: [] }];
const tags = ["push"];

const pushRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const vapid = await loadVapidKeys(fastify.db);
  startPushWorker(fastify, {
    db: fastify.db,
    config: fastify.config,
    vapid,
    now: () => fastify.clock.now(),
    log: fastify.log,
  });

  // Admin notices (server/modules/admin): pushed when created with `push: true`; a
  // must-acknowledge one also gets its reminder, once, PUSH_ACK_REMINDER_MINUTES later.
  const stopListening = onNoticePublished(fastify.db, async (notice) => {
    const now = fastify.clock.now();
    const reminderAt = notice.mustAcknowledge ? reminderTime(fastify.config, now) : null;
    if (notice.push) await enqueueNoticePush(fastify.db, notice.id, { now, reminderAt });
    else if (reminderAt) await enqueueAckReminder(fastify.db, notice.id, reminderAt);
  });
  fastify.addHook("onClose", async () => stopListening());

  fastify.get(
    "/api/push/vapid-public-key",
    {
      config: { auth: "none" },
      schema: {
        tags,
        summary: "The server's VAPID public key (base64url), for PushManager.subscribe",
        response: { 200: envelope(vapidPublicKeyResultSchema) },
      },
    },
    async (_request, reply) => ok(reply, { publicKey: vapid.publicKey }),
  );

  fastify.post(
    "/api/push/subscriptions",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Subscribes this browser for the caller's job and session",
        security,
        body: subscribeBodySchema,
        response: { 200: envelope(subscribeResultSchema) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!endpointAllowed(endpoint, demoMode(fastify.config))) {
        const message = "push endpoint not allowed";
        throw apiErrors.validation([{ path: "endpoint", in: "body", message }]);
      }
      const { accountId, companyId, familyId } = request.auth;
      const id = await saveSubscription(
        fastify.db,
        { accountId, companyId, familyId },
        { endpoint, ...keys },
        fastify.clock.now(),
      );
      return ok(reply, { id });
    },
  );

  fastify.delete(
    "/api/push/subscriptions",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Unsubscribes this browser (only the caller's own subscription)",
        security,
        body: unsubscribeBodySchema,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      // Unknown endpoints answer 200 too: the browser's state is what the caller asked for.
      await removeSubscription(fastify.db, request.auth, request.body.endpoint);
      return ok(reply, {});
    },
  );

  fastify.get(
    "/api/push/settings",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "The caller's push settings (categories and quiet hours, Asia/Seoul)",
        security,
        response: { 200: envelope(pushSettingsSchema) },
      },
    },
    async (request, reply) => ok(reply, await readPushSettings(fastify.db, request.auth)),
  );

  fastify.put(
    "/api/push/settings",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Replaces the caller's push settings; both categories off is the shell's fcmYn=N",
        security,
        body: pushSettingsSchema,
        response: { 200: envelope(pushSettingsSchema) },
      },
    },
    async (request, reply) => {
      await writePushSettings(fastify.db, request.auth, request.body, fastify.clock.now());
      return ok(reply, await readPushSettings(fastify.db, request.auth));
    },
  );
};

export default pushRoutes;
