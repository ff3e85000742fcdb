/** Hindi texts of the avatar; keys and placeholders follow ./en.ts. */
import type { AvatarCatalogue } from "./en.ts";
import { mediaMessageCatalogue } from "./media-messages.ts";

export const avatarHi: AvatarCatalogue = {
  "avatar.title": "आपकी फ़ोटो",
  "avatar.heading": "प्रोफ़ाइल फ़ोटो",
  "avatar.intro": "जब रिक्रूटर आपकी प्रोफ़ाइल खोलते हैं तो वे आपकी फ़ोटो देखते हैं। फ़ोटो को बीच से वर्गाकार काटा जाता है।",
  "avatar.current": "आपकी वर्तमान फ़ोटो",
  "avatar.none": "आपने अभी तक कोई फ़ोटो नहीं जोड़ी है।",
  "avatar.fileLabel": "फ़ोटो चुनें",
  "avatar.fileHint": "JPEG, PNG या WebP, अधिकतम {max} MB।",
  "avatar.upload": "फ़ोटो अपलोड करें",
  "avatar.replace": "फ़ोटो बदलें",
  "avatar.remove": "फ़ोटो हटाएँ",
  "avatar.yourPhoto": "आपकी फ़ोटो",
  "avatar.changePhoto": "फ़ोटो बदलें",
  "avatar.addPhoto": "फ़ोटो जोड़ें",
  "avatar.backToProfile": "अपनी प्रोफ़ाइल पर वापस जाएँ",
  "avatar.problemTitle": "फ़ोटो सहेजी नहीं गई:",
  ...mediaMessageCatalogue("hi"),
};
