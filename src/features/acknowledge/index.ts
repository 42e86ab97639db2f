/**
 * The must-acknowledge notices of a user (issue 17): the gate shown over the app on its next
 * open, and the outbox-backed acknowledgement. The authenticated layout loads the watch
 * (components/AckWatch.tsx) lazily after the first screen, and the watch loads the gate only when
 * there is a notice to acknowledge, so nothing of it weighs on home's first JS; neither is
 * exported here, where a static import would bring them back into the importer's chunk.
 */
export { acknowledge, ackKeys, pendingAckQuery, type PendingAck } from "./api";
