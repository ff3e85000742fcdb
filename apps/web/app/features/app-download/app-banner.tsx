/**
 * The "Open Now" banner (spec §2, §4). It is fixed to the bottom of the viewport, so showing or hiding
 * it never moves the page; near the page bottom it slides away so the footer is not covered.
 */
import {
  APP_DOWNLOAD_EVENTS,
  analyticsUserType,
  buildDeepLink,
  isNearPageBottom,
  STORE_REDIRECT_DELAY_MS,
} from "@portal/domain";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { track } from "../../lib/analytics.ts";
import { dismissCookie, openNowOutcome } from "./banner-rules.ts";

interface AppBannerProps {
  isLoggedIn: boolean;
  userEmail: string | null;
  /** Page-class label sent with analytics events. */
  pageLabel: string;
  isMobileVisible: boolean;
}

export function AppBanner({ isLoggedIn, userEmail, pageLabel, isMobileVisible }: AppBannerProps) {
  const { t } = useI18n();
  const location = useLocation();
  const [isClosed, setIsClosed] = useState(false);
  const [isLowered, setIsLowered] = useState(false);
  const storeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setIsLowered(
        isNearPageBottom({
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    // A new page or a late image changes the page height without any scrolling.
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  useEffect(() => () => clearTimeout(storeTimer.current), []);

  // Keyboard focus is never hidden behind the banner (WCAG 2.4.11): a control that takes focus under
  // it is scrolled up clear of it. Browsers only scroll a focused control that is out of view.
  const bannerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const revealFocused = (event: FocusEvent) => {
      const banner = bannerRef.current;
      const target = event.target;
      if (!banner || !(target instanceof Element) || banner.contains(target)) return;
      // Keyboard focus only: scrolling under a finger or a pointer would move what it is pressing.
      if (!target.matches(":focus-visible")) return;
      const bannerTop = banner.getBoundingClientRect().top;
      const { bottom } = target.getBoundingClientRect();
      if (bottom > bannerTop) window.scrollBy({ top: bottom - bannerTop + 8, behavior: "instant" });
    };
    document.addEventListener("focusin", revealFocused);
    return () => document.removeEventListener("focusin", revealFocused);
  }, []);

  if (isClosed) return null;

  const analytics = { user_type: analyticsUserType(isLoggedIn), label: pageLabel };

  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, which many visitors still use
    document.cookie = dismissCookie(window.location.hostname, window.location.protocol === "https:");
    track(APP_DOWNLOAD_EVENTS.bannerClose, analytics);
    setIsClosed(true);
  };

  const openApp = () => {
    track(APP_DOWNLOAD_EVENTS.bannerClick, analytics);
    clearTimeout(storeTimer.current);
    storeTimer.current = setTimeout(() => {
      const outcome = openNowOutcome({
        isPageVisible: document.visibilityState === "visible",
        userAgent: navigator.userAgent,
      });
      if (outcome.action === "redirect") window.location.assign(outcome.url);
      else if (outcome.action === "hide") setIsClosed(true);
    }, STORE_REDIRECT_DELAY_MS);
    window.location.assign(
      buildDeepLink({
        domain: window.location.hostname,
        path: location.pathname,
        search: location.search,
        email: userEmail,
      }),
    );
  };

  const classes = ["app-banner", isLowered && "app-banner--lowered", !isMobileVisible && "hide-on-mobile"];
  return (
    <aside
      ref={bannerRef}
      className={classes.filter(Boolean).join(" ")}
      aria-label={t("banner.label")}
      inert={isLowered}
    >
      <p className="app-banner__text">{t("banner.text")}</p>
      <button type="button" className="button button--primary app-banner__open" onClick={openApp}>
        {t("banner.open")}
      </button>
      <button type="button" className="app-banner__close" aria-label={t("banner.close")} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
