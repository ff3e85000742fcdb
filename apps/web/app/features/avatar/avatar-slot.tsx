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
