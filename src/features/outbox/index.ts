/**
 * The outbox feature's public API: what the screens show of the edits kept on this device
 * (waiting to be sent, or refused by the server, with retry and discard). The outbox itself,
 * storage, sending and replay, is in src/platform/outbox.
 */
export { OutboxStatus } from "./components/OutboxStatus";
