/**
 * A small event bus for the visitor's login state in the browser (spec §4: "Logout emits a logged-out
 * event, then notifies the chat modules"). Other modules (chat, later) subscribe with `onAuthEvent`;
 * other tabs of the same site hear it too, through a BroadcastChannel.
 */
export type AuthEvent = "logged-out" | "logged-in";

type Listener = (event: AuthEvent) => void;

const CHANNEL_NAME = "portal-auth";
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function deliver(event: AuthEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // One failing listener must not keep the others (or the logout) from going on.
    }
  }
}

function sharedChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  // Node (tests, server rendering) would otherwise stay alive for the channel's sake.
  (channel as { unref?: () => void } | null)?.unref?.();
  channel?.addEventListener("message", (message: MessageEvent) => {
    if (message.data === "logged-out" || message.data === "logged-in") deliver(message.data);
  });
  return channel;
}

/** Subscribes to login-state events of this tab and the site's other tabs; returns the unsubscribe. */
export function onAuthEvent(listener: Listener): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  deliver(event);
  sharedChannel()?.postMessage(event);
}
