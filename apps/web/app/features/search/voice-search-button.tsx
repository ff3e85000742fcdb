/**
 * The microphone button of a search box. It only appears once JavaScript runs in a browser that can
 * recognise speech (the server renders nothing), so nobody is offered a button that cannot work.
 * The listening code (voice-search.ts) loads on the first press.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { localizeHref } from "../../lib/localized-path.ts";

type VoiceState = "idle" | "listening";

export function VoiceSearchButton() {
  const { t, locale, language } = useI18n();
  const navigate = useNavigate();
  const [isSupported, setIsSupported] = useState(false);
  const [state, setState] = useState<VoiceState>("idle");
  const [message, setMessage] = useState("");
  const button = useRef<HTMLButtonElement>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    setIsSupported("SpeechRecognition" in window || "webkitSpeechRecognition" in window);
    return () => stop.current?.();
  }, []);

  const onClick = async () => {
    if (state === "listening") {
      stop.current?.();
      return;
    }
    const form = button.current?.form;
    if (!form) return;
    const voice = await import("./voice-search.ts");
    setState("listening");
    setMessage(t("voice.listening"));
    stop.current = voice.listen({
      locale,
      onText: (text) => {
        setMessage(t("voice.heard", { text }));
        void voice.searchSpoken(form, text, (path) => navigate(localizeHref(path, language)));
      },
      onFailure: (failure) => setMessage(t(`voice.${failure}`)),
      onEnd: () => {
        stop.current = null;
        setState("idle");
      },
    });
  };

  return (
    <>
      {isSupported && (
        <button
          ref={button}
          type="button"
          className="voice-button"
          aria-pressed={state === "listening"}
          aria-label={t("voice.start")}
          onClick={onClick}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11Z"
            />
          </svg>
        </button>
      )}
      <span className="voice-status" role="status">
        {message}
      </span>
    </>
  );
}
