import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceProvider } from "./lib/nonce";

// Browsers hide nonce attributes from the DOM but keep the property, so the server's value is read back here.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider nonce={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
