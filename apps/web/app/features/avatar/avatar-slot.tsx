/**
 * The seeker's photo with a link to change it, for pages of the seeker's own (the profile page places
 * it): the photo, or the initials of the name on a plain disc when there is none.
 */
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => [...(word ?? "")][0] ?? "")
    .join("")
    .toUpperCase();
}

export function AvatarImage({
  url,
  name,
  alt,
  size,
}: {
  url: string | null;
  name: string;
  alt: string;
  size: number;
}) {
  if (url) return <img className="avatar" src={url} alt={alt} width={size} height={size} />;
  return (
    <span
      className="avatar avatar--initials"
      style={{ inlineSize: size, blockSize: size }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}

export function AvatarSlot({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t } = useI18n();
  return (
    <div className="avatar-slot">
      <AvatarImage url={avatarUrl} name={name} alt={t("avatar.yourPhoto")} size={96} />
      <LocalLink to="/seeker/photo">{t(avatarUrl ? "avatar.changePhoto" : "avatar.addPhoto")}</LocalLink>
    </div>
  );
}
