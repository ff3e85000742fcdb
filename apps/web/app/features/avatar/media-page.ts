/** Stylesheets of the photo, profile performance and recruiter's seeker pages. */
import mediaStyles from "../../styles/media.css?url";
import { accountLinks } from "../accounts/account-page.ts";

export function mediaLinks() {
  return [...accountLinks(), { rel: "stylesheet", href: mediaStyles }];
}
