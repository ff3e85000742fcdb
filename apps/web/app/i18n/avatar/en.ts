/** Texts of the avatar: the photo page, the header menu and the photo slot of the profile page. */
import { mediaMessageCatalogue } from "./media-messages.ts";

export const avatarEn = {
  "avatar.title": "Your photo",
  "avatar.heading": "Profile photo",
  "avatar.intro":
    "Recruiters see your photo when they open your profile. It is cropped to a square from the middle of the picture.",
  "avatar.current": "Your current photo",
  "avatar.none": "You have not added a photo yet.",
  "avatar.fileLabel": "Choose a photo",
  "avatar.fileHint": "JPEG, PNG or WebP, at most {max} MB.",
  "avatar.upload": "Upload photo",
  "avatar.replace": "Replace photo",
  "avatar.remove": "Remove photo",
  "avatar.yourPhoto": "Your photo",
  "avatar.changePhoto": "Change photo",
  "avatar.addPhoto": "Add a photo",
  "avatar.backToProfile": "Back to your profile",
  "avatar.problemTitle": "The photo was not saved:",
  ...mediaMessageCatalogue("en"),
} as const;

export type AvatarCatalogue = { readonly [K in keyof typeof avatarEn]: string };
