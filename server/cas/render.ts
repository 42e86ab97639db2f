/** The CAS pages as replies: the form (always with a fresh login ticket) and message pages. */
import type { FastifyReply } from "fastify";
import { sendHtml } from "./http";
import { issueLoginTicket } from "./login-ticket";
import {
  loginPage,
  messagePage,
  type LoginFormState,
  type MessagePageOptions,
  type PageContext,
} from "./pages";

/** The form with a fresh login ticket, or with `state.lt`: one the browser already holds. */
export function sendLoginForm(
  reply: FastifyReply,
  status: number,
  ctx: PageContext,
  state: Omit<LoginFormState, "lt"> & { lt?: string } = {},
): FastifyReply {
  const { config, clock } = reply.server;
  const lt = state.lt ?? issueLoginTicket(reply, config, clock.now());
  return sendHtml(reply, status, loginPage(ctx, { ...state, lt }));
}

export function sendMessage(
  reply: FastifyReply,
  status: number,
  ctx: PageContext,
  options: MessagePageOptions,
): FastifyReply {
  return sendHtml(reply, status, messagePage(ctx, options));
}

/** Unregistered service: an error page, never a redirect (and no language links carrying it). */
export function sendUnknownService(reply: FastifyReply, ctx: PageContext): FastifyReply {
  reply.log.warn("CAS request for an unregistered service refused");
  return sendMessage(
    reply,
    403,
    { locale: ctx.locale },
    { title: "cas.unknownServiceTitle", text: "cas.unknownServiceText" },
  );
}

export const sendLoggedIn = (reply: FastifyReply, ctx: PageContext) =>
  sendMessage(reply, 200, ctx, { title: "cas.loggedInTitle", text: "cas.loggedInText" });
