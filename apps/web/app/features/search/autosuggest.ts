/**
 * The autosuggest behaviour of a search box, loaded only when a visitor first focuses one (see
 * use-autosuggest.tsx), so pages pay nothing for it up front. It works on the elements React already
 * rendered: the text box becomes an ARIA 1.2 combobox and the empty listbox beside it is filled here.
 * Without JavaScript none of this exists and the box is a plain text field of a GET form.
 */

import type { Suggestion, SuggestionKind } from "@portal/contracts";
import { type ComboboxAction, comboboxKeyAction } from "./combobox-keys.ts";
import { type RecentSearch, recentLabel, recentSearchStore } from "./recent-searches.ts";
import { fetchSuggestions } from "./suggestions-source.ts";

/** Long enough to skip the letters of a word typed quickly, short enough to feel immediate. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGEST_MIN_CHARACTERS = 2;
const CACHE_SIZE = 50;

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface AutosuggestOptions {
  input: HTMLInputElement;
  listbox: HTMLElement;
  /** A polite live region that says how many suggestions appeared. */
  status: HTMLElement;
  /** Only these kinds are offered (a location box asks for locations only). */
  kinds?: readonly SuggestionKind[];
  /** Recent searches are offered in the empty box; picking one reruns it. */
  onPickRecent?: (search: RecentSearch) => void;
  t: Translate;
}

type Option = { kind: "suggestion"; suggestion: Suggestion } | { kind: "recent"; recent: RecentSearch };

export function attachAutosuggest({ input, listbox, status, kinds, onPickRecent, t }: AutosuggestOptions) {
  const cache = new Map<string, Suggestion[]>();
  let options: Option[] = [];
  let activeIndex = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;
  const recentStore = recentSearchStore();

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listbox.id);
  input.setAttribute("aria-expanded", "false");
  // The browser's own history list would cover ours.
  input.setAttribute("autocomplete", "off");

  const isOpen = () => !listbox.hidden;

  function optionId(index: number) {
    return `${listbox.id}-${index}`;
  }

  function setActive(index: number) {
    activeIndex = index;
    listbox.querySelectorAll('[role="option"]').forEach((element, position) => {
      element.setAttribute("aria-selected", String(position === index));
    });
    if (index >= 0) {
      input.setAttribute("aria-activedescendant", optionId(index));
      document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function close() {
    listbox.hidden = true;
    input.setAttribute("aria-expanded", "false");
    setActive(-1);
  }

  function render(next: Option[], label: string) {
    options = next;
    listbox.replaceChildren(
      ...next.map((option, index) => {
        const item = document.createElement("div");
        item.id = optionId(index);
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        item.className = "suggestion";
        const text = document.createElement("span");
        text.className = "suggestion__text";
        // Names of skills, companies and cities are written in their own script, whatever the page's.
        text.dir = "auto";
        const kind = document.createElement("span");
        kind.className = "suggestion__kind";
        if (option.kind === "recent") {
          text.textContent = recentLabel(option.recent);
          kind.textContent = t("suggest.kind.recent");
        } else {
          text.textContent = option.suggestion.text;
          kind.textContent = t(`suggest.kind.${option.suggestion.kind}`);
        }
        item.append(text, " ", kind);
        return item;
      }),
    );
    listbox.setAttribute("aria-label", label);
    const hasOptions = next.length > 0;
    listbox.hidden = !hasOptions;
    input.setAttribute("aria-expanded", String(hasOptions));
    activeIndex = -1;
    input.removeAttribute("aria-activedescendant");
    status.textContent = hasOptions ? t("suggest.count", { count: next.length }) : "";
  }

  async function showRecent() {
    if (!onPickRecent) return close();
    const recent = await recentStore.list();
    if (input.value.trim() !== "" || document.activeElement !== input) return;
    render(
      recent.map((item) => ({ kind: "recent", recent: item })),
      t("suggest.recentLabel"),
    );
  }

  function showSuggestions(list: Suggestion[]) {
    const wanted = kinds ? list.filter((item) => kinds.includes(item.kind)) : list;
    render(
      wanted.map((suggestion) => ({ kind: "suggestion", suggestion })),
      t("suggest.label"),
    );
  }

  function update() {
    clearTimeout(timer);
    pending?.abort();
    pending = null;
    const text = input.value.trim();
    if (text === "") return void showRecent();
    if (text.length < SUGGEST_MIN_CHARACTERS) return close();
    const cached = cache.get(text.toLowerCase());
    if (cached) return showSuggestions(cached);
    timer = setTimeout(async () => {
      const controller = new AbortController();
      pending = controller;
      const list = await fetchSuggestions(text, kinds, controller.signal);
      // A newer keystroke has taken over; its own request will answer.
      if (controller.signal.aborted || list === null) return;
      pending = null;
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(text.toLowerCase(), list);
      if (document.activeElement === input) showSuggestions(list);
    }, SUGGEST_DEBOUNCE_MS);
  }

  function pick(index: number) {
    const option = options[index];
    if (!option) return;
    close();
    if (option.kind === "recent") {
      onPickRecent?.(option.recent);
      return;
    }
    input.value = option.suggestion.text;
    input.focus();
  }

  function perform(action: ComboboxAction, event: KeyboardEvent) {
    switch (action.type) {
      case "move":
        event.preventDefault();
        return setActive(action.index);
      case "open":
        event.preventDefault();
        return update();
      case "close":
        if (event.key === "Escape") event.preventDefault();
        return close();
      case "clear":
        event.preventDefault();
        input.value = "";
        return update();
      case "pick":
        // Enter picks the option instead of submitting the form.
        event.preventDefault();
        return pick(action.index);
      case "none":
        return;
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    const action = comboboxKeyAction(
      event.key,
      {
        isOpen: isOpen(),
        activeIndex,
        optionCount: options.length,
        hasText: input.value !== "",
      },
      event.altKey,
    );
    perform(action, event);
  };
  const onInput = () => update();
  const onBlur = () => {
    clearTimeout(timer);
    close();
  };
  const onFocus = () => {
    if (input.value.trim() === "") void showRecent();
  };
  // Pressing on an option must not take focus from the text box (that would close the popup first).
  const onPointerDown = (event: PointerEvent) => event.preventDefault();
  const onClick = (event: MouseEvent) => {
    const item = (event.target as Element).closest('[role="option"]');
    if (!item) return;
    pick(Array.from(listbox.children).indexOf(item));
  };

  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("input", onInput);
  input.addEventListener("blur", onBlur);
  input.addEventListener("focus", onFocus);
  listbox.addEventListener("pointerdown", onPointerDown);
  listbox.addEventListener("click", onClick);
  if (document.activeElement === input) update();

  return function detach() {
    clearTimeout(timer);
    pending?.abort();
    input.removeEventListener("keydown", onKeyDown);
    input.removeEventListener("input", onInput);
    input.removeEventListener("blur", onBlur);
    input.removeEventListener("focus", onFocus);
    listbox.removeEventListener("pointerdown", onPointerDown);
    listbox.removeEventListener("click", onClick);
    close();
  };
}
