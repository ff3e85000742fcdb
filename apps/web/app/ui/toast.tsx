/**
 * Toast messages (spec §2): a message that goes away after `duration` (TOAST_DEFAULT_MS unless given),
 * then runs its callback; the reader can hide it sooner. One at a time: a new message replaces the old.
 */
import { TOAST_DEFAULT_MS } from "@portal/domain";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

export interface ToastOptions {
  duration?: number;
  /** Runs once the toast is gone, whether it timed out or was hidden. */
  callback?: () => void;
}

interface ToastEntry extends ToastOptions {
  id: number;
  message: string;
}

interface ToastApi {
  show(message: string, options?: ToastOptions): void;
  hide(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider above it");
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastEntry | null>(null);
  const nextId = useRef(0);

  const hide = useCallback(() => setToast(null), []);
  const api = useMemo<ToastApi>(
    () => ({
      show: (message, options = {}) => {
        nextId.current += 1;
        setToast({ id: nextId.current, message, ...options });
      },
      hide,
    }),
    [hide],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region stays in the page so screen readers are listening before a message arrives. */}
      <div className="toast-region" role="status" aria-live="polite">
        {toast && (
          <Toast
            key={toast.id}
            message={toast.message}
            duration={toast.duration}
            callback={toast.callback}
            onHide={hide}
          />
        )}
      </div>
    </ToastContext.Provider>
  );
}

interface ToastProps extends ToastOptions {
  message: string;
  onHide: () => void;
}

export function Toast({ message, duration = TOAST_DEFAULT_MS, callback, onHide }: ToastProps) {
  const { t } = useI18n();
  const latest = useRef({ callback, onHide });
  latest.current = { callback, onHide };

  const dismiss = useCallback(() => {
    latest.current.onHide();
    latest.current.callback?.();
  }, []);

  useEffect(() => {
    const timer = setTimeout(dismiss, duration);
    return () => clearTimeout(timer);
  }, [dismiss, duration]);

  return (
    <div className="toast">
      <p className="toast__message">{message}</p>
      <button type="button" className="toast__close" aria-label={t("toast.dismiss")} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
