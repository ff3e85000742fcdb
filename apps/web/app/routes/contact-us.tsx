/** /contact-us: the phone, toll-free number and e-mail of the country site the visitor is on. */
import { infoLoader } from "../features/info-pages/info-page.server.ts";
import { InfoPage, type InfoSection, infoLinks, infoMeta } from "../features/info-pages/info-page.tsx";
import { useRootData } from "../lib/root-data.ts";
import { ContactList } from "../ui/contact-list.tsx";
import type { Route } from "./+types/contact-us";

export const links = infoLinks;
export const meta = infoMeta("info.contact.title", "info.contact.description");

export const loader = (args: Route.LoaderArgs) => infoLoader(args);

const SECTIONS: readonly InfoSection[] = [
  {
    id: "before-you-write",
    heading: "info.contact.tips.heading",
    blocks: [
      {
        list: ["info.contact.tips.account", "info.contact.tips.application", "info.contact.tips.secrets"],
      },
    ],
  },
  {
    id: "other-countries",
    heading: "info.contact.otherSites.heading",
    blocks: ["info.contact.otherSites.body"],
  },
];

export default function ContactUs() {
  const root = useRootData();
  return (
    <InfoPage title="info.contact.title" intro="info.contact.intro" sections={SECTIONS}>
      {root && <ContactList contact={root.site.contact} className="contact-list--page" />}
    </InfoPage>
  );
}
