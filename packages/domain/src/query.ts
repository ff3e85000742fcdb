/** Query strings arrive as text ("?a=1", "a=1") or already parsed; rules read them one way. */
export type SearchInput = string | URLSearchParams | undefined | null;

export function readQueryString(search: SearchInput): URLSearchParams {
  if (search instanceof URLSearchParams) return new URLSearchParams(search);
  if (!search) return new URLSearchParams();
  const hash = search.indexOf("#");
  const withoutHash = hash === -1 ? search : search.slice(0, hash);
  const question = withoutHash.indexOf("?");
  return new URLSearchParams(question === -1 ? withoutHash : withoutHash.slice(question + 1));
}
