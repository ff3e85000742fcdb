import { describe, expect, it } from "vitest";
import { comboboxKeyAction } from "./combobox-keys.ts";

const open = { isOpen: true, activeIndex: -1, optionCount: 3, hasText: true };
const closed = { ...open, isOpen: false };

describe("comboboxKeyAction", () => {
  it("opens the popup with Down or Up when it is closed", () => {
    expect(comboboxKeyAction("ArrowDown", closed)).toEqual({ type: "open" });
    expect(comboboxKeyAction("ArrowUp", closed)).toEqual({ type: "open" });
  });

  it("moves down and up through the options and wraps around at both ends", () => {
    expect(comboboxKeyAction("ArrowDown", open)).toEqual({ type: "move", index: 0 });
    expect(comboboxKeyAction("ArrowDown", { ...open, activeIndex: 1 })).toEqual({ type: "move", index: 2 });
    expect(comboboxKeyAction("ArrowDown", { ...open, activeIndex: 2 })).toEqual({ type: "move", index: 0 });
    expect(comboboxKeyAction("ArrowUp", open)).toEqual({ type: "move", index: 2 });
    expect(comboboxKeyAction("ArrowUp", { ...open, activeIndex: 0 })).toEqual({ type: "move", index: 2 });
    expect(comboboxKeyAction("ArrowUp", { ...open, activeIndex: 2 })).toEqual({ type: "move", index: 1 });
  });

  it("opens without choosing on Alt+Down and closes on Alt+Up", () => {
    expect(comboboxKeyAction("ArrowDown", closed, true)).toEqual({ type: "open" });
    expect(comboboxKeyAction("ArrowUp", open, true)).toEqual({ type: "close" });
    expect(comboboxKeyAction("ArrowUp", closed, true)).toEqual({ type: "none" });
  });

  it("picks the active option with Enter, and otherwise lets the form submit", () => {
    expect(comboboxKeyAction("Enter", { ...open, activeIndex: 1 })).toEqual({ type: "pick", index: 1 });
    expect(comboboxKeyAction("Enter", open)).toEqual({ type: "none" });
    expect(comboboxKeyAction("Enter", { ...closed, activeIndex: 1 })).toEqual({ type: "none" });
  });

  it("closes an open popup with Escape, and clears the text when it is already closed", () => {
    expect(comboboxKeyAction("Escape", open)).toEqual({ type: "close" });
    expect(comboboxKeyAction("Escape", closed)).toEqual({ type: "clear" });
    expect(comboboxKeyAction("Escape", { ...closed, hasText: false })).toEqual({ type: "none" });
  });

  it("closes on Tab so focus can leave, and ignores keys that edit the text", () => {
    expect(comboboxKeyAction("Tab", open)).toEqual({ type: "close" });
    expect(comboboxKeyAction("Tab", closed)).toEqual({ type: "none" });
    for (const key of ["a", "Home", "End", "ArrowLeft", "ArrowRight", "Backspace"]) {
      expect(comboboxKeyAction(key, open)).toEqual({ type: "none" });
    }
  });

  it("does nothing with arrows when there is nothing to choose", () => {
    expect(comboboxKeyAction("ArrowDown", { ...open, optionCount: 0 })).toEqual({ type: "none" });
    expect(comboboxKeyAction("ArrowUp", { ...open, optionCount: 0 })).toEqual({ type: "none" });
  });
});
