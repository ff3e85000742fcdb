/** Stylesheets of the photo, profile performance and recruiter's seeker pages. */
import mediaStyles from "../../styles/media.css?url";
import { accountLinks } from "../accounts/account-page";

export function mediaLinks() {
  return [...accountLinks(), { rel: "stylesheet", href: mediaStyles }];
}
