/**
 * Every page may carry a language prefix (/hi/…, /ar/…); English has none. Page loaders answer 404
 * for a prefix that is not a language. Modules serving several addresses get one id per address.
 */
import { type RouteConfig, route } from "@react-router/dev/routes";

const COMING_SOON = "routes/coming-soon.tsx";
const SEARCH_RESULTS = "routes/search-results.tsx";
const BROWSE = "routes/browse.tsx";

export default [
  route(":lang?", "routes/home.tsx", { id: "home" }),
  route(":lang?/search/results", SEARCH_RESULTS, { id: "search-results" }),
  route(":lang?/srp/results", SEARCH_RESULTS, { id: "srp-results" }),
  route(":lang?/find-results.html", SEARCH_RESULTS, { id: "find-results" }),
  route(":lang?/job/:slugId", "routes/job-detail.tsx", { id: "job-detail" }),
  route(":lang?/jobs", "routes/browse-index.tsx", { id: "browse-index" }),
  route(":lang?/jobs/company/:slug", BROWSE, { id: "browse-company" }),
  route(":lang?/jobs/industry/:slug", BROWSE, { id: "browse-industry" }),
  route(":lang?/jobs/function/:slug", BROWSE, { id: "browse-function" }),
  route(":lang?/jobs/:slug", BROWSE, { id: "browse" }),
  route("sitemap.xml", "routes/sitemap-index.ts", { id: "sitemap-index" }),
  route("sitemaps/:file", "routes/sitemap-child.ts", { id: "sitemap-child" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route(":lang?/seeker/dashboard", COMING_SOON, { id: "seeker-dashboard" }),
  route(":lang?/seeker/profile", COMING_SOON, { id: "seeker-profile" }),
  route(":lang?/seeker/registration", COMING_SOON, { id: "seeker-registration" }),
  route(":lang?/rio/login", COMING_SOON, { id: "rio-login" }),
  route(":lang?/employer/login", COMING_SOON, { id: "employer-login" }),
  route(":lang?/coming-soon/:feature", COMING_SOON, { id: "coming-soon" }),
  route(":lang?/*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
