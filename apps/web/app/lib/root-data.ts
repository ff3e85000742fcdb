/**
 * What the root loader hands every page: who is reading (language, site, brand, login state) and the
 * texts of their language. Kept to plain JSON so it crosses from server to browser unchanged.
 */
import type {
  AccountRole,
  AppDownloadState,
  Brand,
  CardView,
  Language,
  PageClass,
  PersonalBase,
  Site,
  SiteId,
  StaffArea,
} from "@portal/domain";
import { useRouteLoaderData } from "react-router";
import type { ReferenceNames } from "../i18n/reference-names.tsx";

/** The parts of a site the interface shows; the rest of `Site` stays on the server. */
export type SiteView = Pick<
  Site,
  "id" | "name" | "currency" | "salaryTerms" | "diallingPrefix" | "contact"
> & {
  /** The site's example city in the page's language, for the location box's hint. */
  exampleCity: string;
};

/** What the root loader hands the engagement-card slot for a logged-in seeker on a page that shows it. */
export interface CardSlotData {
  cards: CardView[];
  csrfToken: string;
  currency: string;
  /** The lists cards offer (courses, countries…) named in the page's language. */
  referenceNames: ReferenceNames;
  base: PersonalBase;
}

export interface RootData {
  language: Language;
  dir: "ltr" | "rtl";
  /** BCP-47 tag for numbers and dates, from the site, the language and the brand. */
  locale: string;
  site: SiteView;
  brand: Brand;
  origin: string;
  siteOrigins: Record<SiteId, string>;
  /** Where a browser fetches the page language's interface texts (they are not in the page data). */
  catalogueHref: string;
  /** Page class of the path without its language prefix (spec §2). */
  pageClass: PageClass;
  isLoggedIn: boolean;
  hasAdCookie: boolean;
  /** Where the app-download widget and banner show on this page (spec §2, §4). */
  appDownload: AppDownloadState;
  userEmail: string | null;
  /** Who is logged in, for the header menu's entries; null for a guest (or an expired session). */
  userRole: AccountRole | null;
  /** A staff member's areas: the user menu offers only their pages. */
  staffAreas: StaffArea[] | null;
  /** The logged-in seeker's unread bell notifications, for the header; null for anyone else. */
  bellUnread: number | null;
  /** Unread messages of a logged-in seeker or recruiter (the header's messages link), else null. */
  messagesUnread: number | null;
  /** Services in the visitor's cart (a seeker's or a guest's): the header's cart link shows from 1. */
  cartCount: number;
  /** The logged-in seeker's photo (versioned address), for the header menu; null without one. */
  avatarUrl: string | null;
  /** The engagement card slot's due cards, on the seeker pages that show it; null elsewhere. */
  engagementCards: CardSlotData | null;
  /** Headers every API call carries (spec §7): source country, language code, site context. */
  apiHeaders: Record<string, string>;
  /** When the data was loaded; relative ages and the copyright year are computed from it. */
  now: number;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
