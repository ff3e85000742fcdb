/**
 * Keyboard rules of the autosuggest combobox (WAI-ARIA 1.2 combobox pattern with a listbox popup),
 * kept apart from the DOM so they can be tested alone. Focus stays in the text box throughout; the
 * active option is only pointed at (aria-activedescendant), so typing never stops.
 */

export type ComboboxAction =
  | { type: "move"; index: number }
  | { type: "open" }
  | { type: "close" }
  | { type: "clear" }
  | { type: "pick"; index: number }
  | { type: "none" };

export interface ComboboxKeyState {
  isOpen: boolean;
  /** -1 when no option is active. */
  activeIndex: number;
  optionCount: number;
  hasText: boolean;
}

/**
 * What a key does. Down and Up wrap around; Alt+Down opens without choosing; Escape closes an open
 * popup and otherwise clears the text; Enter picks the active option, or (none active) lets the form
 * submit what was typed.
 */
export function comboboxKeyAction(
  key: string,
  { isOpen, activeIndex, optionCount, hasText }: ComboboxKeyState,
  altKey = false,
): ComboboxAction {
  switch (key) {
    case "ArrowDown":
      if (!isOpen || altKey) return { type: "open" };
      if (optionCount === 0) return { type: "none" };
      return { type: "move", index: activeIndex + 1 >= optionCount ? 0 : activeIndex + 1 };
    case "ArrowUp":
      if (altKey) return isOpen ? { type: "close" } : { type: "none" };
      if (!isOpen) return { type: "open" };
      if (optionCount === 0) return { type: "none" };
      return { type: "move", index: activeIndex <= 0 ? optionCount - 1 : activeIndex - 1 };
    case "Escape":
      if (isOpen) return { type: "close" };
      return hasText ? { type: "clear" } : { type: "none" };
    case "Enter":
      return isOpen && activeIndex >= 0 && activeIndex < optionCount
        ? { type: "pick", index: activeIndex }
        : { type: "none" };
    case "Tab":
      return isOpen ? { type: "close" } : { type: "none" };
    default:
      return { type: "none" };
  }
}
