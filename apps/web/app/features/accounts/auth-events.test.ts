import { describe, expect, it } from "vitest";
import { emitAuthEvent, onAuthEvent } from "./auth-events.ts";

describe("auth events", () => {
  it("tells every listener about a logout, until it unsubscribes", () => {
    const heard: string[] = [];
    const stopChat = onAuthEvent((event) => heard.push(`chat:${event}`));
    const stopBell = onAuthEvent((event) => heard.push(`bell:${event}`));
    emitAuthEvent("logged-out");
    stopChat();
    emitAuthEvent("logged-out");
    stopBell();
    expect(heard).toEqual(["chat:logged-out", "bell:logged-out", "bell:logged-out"]);
  });

  it("keeps going when one listener throws", () => {
    const heard: string[] = [];
    const stopBroken = onAuthEvent(() => {
      throw new Error("broken module");
    });
    const stopChat = onAuthEvent((event) => heard.push(event));
    emitAuthEvent("logged-out");
    stopBroken();
    stopChat();
    expect(heard).toEqual(["logged-out"]);
  });
});
