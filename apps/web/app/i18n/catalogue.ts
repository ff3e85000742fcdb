/**
 * The shape every catalogue shares. English defines the keys; other languages must give every
 * singular key (the compiler checks) and the plural forms their own plural rules need (a test checks,
 * since Arabic needs six forms where English has two).
 */
import type { en } from "./en.ts";
import type { PluralCategory } from "./translate.ts";

type EnglishKey = keyof typeof en;
type PluralKeyOf<K> = K extends `${string}.${PluralCategory}` ? K : never;
type BaseOf<K> = K extends `${infer Base}.${PluralCategory}` ? Base : never;

export type SingularKey = Exclude<EnglishKey, PluralKeyOf<EnglishKey>>;
export type PluralKey = BaseOf<PluralKeyOf<EnglishKey>>;
/** What `t` accepts: a singular key, or the base of a plural key together with a numeric `count`. */
export type MessageKey = SingularKey | PluralKey;

export type Catalogue = { readonly [K in SingularKey]: string } & {
  readonly [K in `${PluralKey}.${PluralCategory}`]?: string;
};
