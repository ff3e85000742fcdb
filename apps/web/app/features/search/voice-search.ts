/**
 * Listening for a spoken search with the Web Speech API (SpeechRecognition, prefixed as
 * webkitSpeechRecognition in Chromium and Safari). Loaded when the microphone button is first pressed.
 */
import { callApi } from "../../api/client.ts";
import { RESULTS_PATH } from "./paths.ts";
import { speechLanguage } from "./speech-language.ts";

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export type VoiceFailure = "notAllowed" | "noSpeech" | "failed";

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Maps the API's error names to what we tell the visitor. */
export function voiceFailure(error: string): VoiceFailure {
  if (error === "not-allowed" || error === "service-not-allowed" || error === "audio-capture")
    return "notAllowed";
  if (error === "no-speech" || error === "aborted") return "noSpeech";
  return "failed";
}

export interface ListenOptions {
  /** The page's locale; the recogniser's language follows from it (speechLanguage). */
  locale: string;
  onText: (text: string) => void;
  onFailure: (failure: VoiceFailure) => void;
  onEnd: () => void;
}

/** Starts listening for one utterance; returns a function that stops early. */
export function listen({ locale, onText, onFailure, onEnd }: ListenOptions): () => void {
  const Constructor = recognitionConstructor();
  if (!Constructor) {
    onFailure("failed");
    onEnd();
    return () => {};
  }
  const recognition = new Constructor();
  recognition.lang = speechLanguage(locale);
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.continuous = false;
  let heard = false;
  recognition.onresult = (event) => {
    const result = event.results[event.results.length - 1];
    const text = result?.[0]?.transcript.trim() ?? "";
    if (result?.isFinal && text) {
      heard = true;
      onText(text);
    }
  };
  recognition.onerror = (event) => {
    heard = true;
    onFailure(voiceFailure(event.error));
  };
  recognition.onend = () => {
    if (!heard) onFailure("noSpeech");
    onEnd();
  };
  try {
    recognition.start();
  } catch {
    onFailure("failed");
    onEnd();
  }
  return () => recognition.stop();
}

/**
 * Runs the spoken words as a search. The engine's voice-search call reads the sentence ('java jobs in
 * pune for 3 years') into keywords, a city and years, and the results page opens with them as filters.
 * If that call fails, the words go into the search box and the form is sent as if typed.
 */
export async function searchSpoken(
  form: HTMLFormElement,
  text: string,
  open: (resultsPath: string) => void,
): Promise<void> {
  const reading = await callApi("voiceSemantic", { query: { text } });
  if (reading.ok && reading.data.search) {
    const { recentSearchStore } = await import("./recent-searches.ts");
    await recentSearchStore().remember({
      query: reading.data.keywords,
      location: reading.data.location ?? "",
      search: reading.data.search,
    });
    open(`${RESULTS_PATH}?${reading.data.search}`);
    return;
  }
  const input = form.elements.namedItem("query");
  if (input instanceof HTMLInputElement) input.value = text;
  form.requestSubmit();
}
