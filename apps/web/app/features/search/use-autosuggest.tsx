/**
 * The small part of the autosuggest that every page carries: an empty listbox and status region
 * beside the text box, and a focus handler that loads the real behaviour (autosuggest.ts) the first
 * time the box is used. Server HTML and hydration render the same plain text box; it only becomes a
 * combobox once the behaviour is there to back the role.
 */

import type { SuggestionKind } from "@portal/contracts";
import { type FocusEvent, useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { localizeHref } from "../../lib/localized-path.ts";
import { RESULTS_PATH } from "./paths.ts";

export function useAutosuggest(kinds?: readonly SuggestionKind[], offersRecent = true) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const listboxId = `${useId()}-suggestions`;
  const listbox = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  const detach = useRef<(() => void) | null>(null);
  const latest = useRef({ t, language, navigate });
  latest.current = { t, language, navigate };

  useEffect(
    () => () => {
      detach.current?.();
      detach.current = null;
    },
    [],
  );

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (detach.current) return;
    const input = event.currentTarget;
    detach.current = () => {};
    import("./autosuggest.ts").then(
      ({ attachAutosuggest }) => {
        if (!listbox.current || !status.current || !input.isConnected) return;
        detach.current = attachAutosuggest({
          input,
          listbox: listbox.current,
          status: status.current,
          kinds,
          t: (key, values) => latest.current.t(key as "suggest.label", values),
          onPickRecent: offersRecent
            ? (search) =>
                latest.current.navigate(
                  localizeHref(`${RESULTS_PATH}?${search.search}`, latest.current.language),
                )
            : undefined,
        });
      },
      () => {
        // Offline or a new deployment: the plain text box keeps working.
        detach.current = null;
      },
    );
  };

  const popup = (
    <>
      <div ref={listbox} id={listboxId} role="listbox" className="suggestions" hidden />
      <span ref={status} role="status" className="visually-hidden" />
    </>
  );
  return { onFocus, popup };
}
