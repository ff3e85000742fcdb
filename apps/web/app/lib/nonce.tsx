/**
 * The Content-Security-Policy nonce of this page. The server knows it from the load context; the browser
 * reads it back from a script React Router already rendered, so hydration sees the same value.
 */
import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
