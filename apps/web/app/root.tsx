import type { PortalLoadContext } from "@portal/contracts";
import {
  AD_COOKIE,
  appDownloadState,
  classifyPage,
  detectDevice,
  isLanguage,
  isRtl,
  type Language,
  localeFor,
  type Site,
  siteRequestHeaders,
  splitLanguage,
} from "@portal/domain";
import { type ReactNode, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { configureApi } from "./api/client.ts";
import { loadCardSlot } from "./features/engagement-cards/card-slot.server.ts";
import { placeNamesFor } from "./features/places/place-names.server.ts";
import { cartOwner } from "./features/storefront/cart-owner.server.ts";
import { catalogueHref } from "./i18n/catalogues.server.ts";
import { I18nProvider } from "./i18n/i18n-context.tsx";
import { ensureCatalogue } from "./i18n/loaded-catalogues.ts";
import { track } from "./lib/analytics.ts";
import { parseCookies } from "./lib/cookies.ts";
import { i18nFromRoot, pageMeta } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.tsx";
import { type PageHandle, pageLinks } from "./lib/page-links.ts";
import { type RootData, type SiteView, useRootData } from "./lib/root-data.ts";
import stylesHref from "./styles/app.css?url";
import applicationsStylesHref from "./styles/applications.css?url";
import searchStylesHref from "./styles/search.css?url";
import seekerJobsStylesHref from "./styles/seeker-jobs.css?url";
import { ErrorPage } from "./ui/error-page.tsx";
import { Shell } from "./ui/shell.tsx";
import { ToastProvider } from "./ui/toast.tsx";

/** Spec §3: a session-client cookie means the visitor is logged in. */
const SESSION_COOKIE = "session-client";
const THEME_COLOUR = "#4527a0";

// The icon comes first: see the order of the head in `Layout`.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: searchStylesHref },
  { rel: "stylesheet", href: seekerJobsStylesHref },
  { rel: "stylesheet", href: applicationsStylesHref },
];

function siteView(site: Site, language: Language): SiteView {
  const { id, name, currency, salaryTerms, diallingPrefix, contact } = site;
  const exampleCity = placeNamesFor(language, [site.exampleCity])[site.exampleCity] ?? site.exampleCity;
  return { id, name, currency, salaryTerms, diallingPrefix, contact, exampleCity };
}

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<RootData> {
  const { site, brand, origin, siteOrigins }: PortalLoadContext = context;
  const url = new URL(request.url);
  // An unknown prefix is answered with a 404 by the page's own loader; the error page is then English.
  const language = isLanguage(params.lang) ? params.lang : "en";
  const cookies = parseCookies(request.headers.get("Cookie"));
  const isLoggedIn = Object.hasOwn(cookies, SESSION_COOKIE);
  const hasAdCookie = Object.hasOwn(cookies, AD_COOKIE.name);
  const user = context.session?.user;
  const isSeeker = user?.role === "seeker";
  const talks = user?.role === "seeker" || (user?.role === "recruiter" && user.company !== null);
  const owner = cartOwner(context, request);
  const hasCart = (isSeeker || !user) && (owner.user !== null || owner.guestToken !== null);
  const [avatar, bellUnread, messagesUnread, cartCount] = await Promise.all([
    isSeeker ? context.services.avatars.avatarOf(user.id) : null,
    isSeeker ? context.services.bell.unreadCount(user.id) : null,
    talks && user ? context.services.messages.unread(user).then((unread) => unread.messages) : null,
    hasCart ? context.services.storefront.cartCount(owner, site.id) : 0,
  ]);
  const pageClass = classifyPage(splitLanguage(url.pathname).path);
  return {
    language,
    dir: isRtl(language) ? "rtl" : "ltr",
    locale: localeFor(site, language, brand),
    site: siteView(site, language),
    brand,
    origin,
    siteOrigins,
    catalogueHref: catalogueHref(language),
    pageClass,
    isLoggedIn,
    hasAdCookie,
    appDownload: appDownloadState({
      path: url.pathname,
      search: url.search,
      isLoggedIn,
      hasAdCookie,
      isPhone: detectDevice(request.headers.get("user-agent")).isMobile,
    }),
    userEmail: context.session?.user?.email ?? null,
    avatarUrl: avatar?.url ?? null,
    userRole: user?.role ?? null,
    staffAreas: user?.role === "staff" ? (user.staffAreas ?? []) : null,
    bellUnread,
    messagesUnread,
    cartCount,
    engagementCards: await loadCardSlot(context, user, pageClass, language),
    apiHeaders: siteRequestHeaders(site, language),
    now: Date.now(),
  };
}

/**
 * A page in a language the browser has not shown yet waits for that language's texts (fetched once,
 * cached for good: decision 034) along with its data. The first page gets them in `entry.client`.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await ensureCatalogue(data.language, data.catalogueHref);
  return data;
}

/**
 * The root data is not fetched again when only the query changes (paging, a new search): everything in
 * it depends on the path, except the app-download widget's `app` parameter.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const isSamePage =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("app") === nextUrl.searchParams.get("app");
  // A new path can mean a new language, page class or banner rule, which the root computes: always reload.
  return !isSamePage;
};

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return [{ title: "Error" }];
  const { t } = i18nFromRoot(loaderData);
  if (error) {
    const title =
      isRouteErrorResponse(error) && error.status === 404 ? t("error.notFoundTitle") : t("error.title");
    return pageMeta(loaderData, { title, noindex: true });
  }
  return [
    {
      title: t("meta.siteTitle", {
        brand: loaderData.brand.name,
        country: t(`country.${loaderData.site.id}`),
      }),
    },
  ];
};

function HeadLinks({ data }: { data: RootData }) {
  const location = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const { canonical, alternates } = pageLinks(data.origin, location, data.language, handle);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}

/**
 * First-party analytics of every page: a page view per path, and the browser's uncaught errors as bug
 * events (spec: bug events), each with the page's class as its label.
 */
function PageAnalytics({ label }: { label: string }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per path
  useEffect(() => track("page view", { label }), [pathname]);
  useEffect(() => {
    const onError = (event: ErrorEvent) => track("bug", { label: `${label}: ${event.message}` });
    const onRejection = (event: PromiseRejectionEvent) =>
      track("bug", { label: `${label}: ${String(event.reason)}` });
    addEventListener("error", onError);
    addEventListener("unhandledrejection", onRejection);
    return () => {
      removeEventListener("error", onError);
      removeEventListener("unhandledrejection", onRejection);
    };
  }, [label]);
  return null;
}

/** Keeps the API client's site headers in step with the page; sits before the page so it runs first. */
function ApiConfigSync({ headers }: { headers: Record<string, string> }) {
  useEffect(() => configureApi({ headers }), [headers]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const error = useRouteError();
  const nonce = useNonce();
  const i18n = useMemo(() => (data ? i18nFromRoot(data) : null), [data]);

  return (
    <html lang={data?.language ?? "en"} dir={data?.dir ?? "ltr"} data-catalogue={data?.catalogueHref}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <Meta />
        {/* Server rendering moves every link that is not a stylesheet ahead of the stylesheets, and the
            browser build (Preact, decision 023) hydrates the head's links in order: so they come first here. */}
        {data && !error && <HeadLinks data={data} />}
        <Links />
      </head>
      <body data-page={data?.pageClass.key ?? "any"}>
        {data && i18n ? (
          <I18nProvider value={i18n}>
            <ApiConfigSync headers={data.apiHeaders} />
            <PageAnalytics label={data.pageClass.label} />
            <ToastProvider>
              <Shell data={data}>{children}</Shell>
            </ToastProvider>
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const details =
    import.meta.env.DEV && error instanceof Error ? `${error.message}\n\n${error.stack ?? ""}` : undefined;
  if (!data) {
    // Without the root data there is no language or shell; this is the last resort.
    return (
      <main className="container page">
        <h1>{isNotFound ? "Page not found" : "Something went wrong"}</h1>
      </main>
    );
  }
  return <ErrorPage isNotFound={isNotFound} details={details} />;
}
