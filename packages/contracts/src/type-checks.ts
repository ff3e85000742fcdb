/**
 * Compile-time checks, nothing at run time: a schema that describes a type kept elsewhere (a domain
 * type the services return) is checked against it with `Expect<SameType<z.infer<typeof schema>, T>>`,
 * so a field added to one and not the other fails to compile. Used inside this package only.
 */

/** True when two types are the same: each assignable to the other. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only for `true`. */
export type Expect<T extends true> = T;
