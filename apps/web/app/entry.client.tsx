/**
 * Hydration. The production browser build runs on preact/compat while the server renders with React
 * (docs/decisions/023-preact-in-the-browser.md); the adjustments below make Preact hydrate React's HTML
 * and treat forms as React would. They are inert under React (the development server), which ignores Preact's hooks.
 */

import { isLanguage } from "@portal/domain";
import { type ComponentChildren, options, type Ref, toChildArray, type VNode } from "preact";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureCatalogue } from "./i18n/loaded-catalogues.ts";
import { NonceProvider } from "./lib/nonce.tsx";

// Browsers hide nonce attributes from the DOM but keep the property, so the server's value is read back here.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

/**
 * 1. Preact hydrates a document into its <html> element, so the <html> the root renders would become a
 * second one inside it. Rendered as this component instead, its head and body hydrate the real ones and
 * its attributes (lang, dir: they change when a link leads to another language) are kept on <html>.
 */
function DocumentElement({
  children,
  ...attributes
}: {
  children?: ComponentChildren;
  [name: string]: unknown;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (value == null || value === false) root.removeAttribute(name);
      else root.setAttribute(name, String(value));
    }
  });
  return <>{children}</>;
}

/**
 * 2. `useId` gives other ids in Preact than React gave on the server, and hydration keeps the server's
 * attributes, so an element drawn later (an error message, its aria-describedby) would point at an id
 * that is not there. While hydrating, every element that carries an id or points at one takes Preact's.
 */
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  htmlFor: "for",
  "aria-activedescendant": "aria-activedescendant",
  "aria-controls": "aria-controls",
  "aria-describedby": "aria-describedby",
  "aria-errormessage": "aria-errormessage",
  "aria-labelledby": "aria-labelledby",
  "aria-owns": "aria-owns",
  form: "form",
  list: "list",
};
let hydrating = false;

function takingClientIds(props: Record<string, unknown>, ownRef: Ref<Element> | null | undefined) {
  return (element: Element | null) => {
    if (element) {
      for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
        const value = props[prop];
        if (typeof value === "string" && element.getAttribute(attribute) !== value) {
          element.setAttribute(attribute, value);
        }
      }
    }
    if (typeof ownRef === "function") return ownRef(element);
    if (ownRef) ownRef.current = element;
  };
}

/**
 * 3. preact/compat turns a <select>'s defaultValue into `selected` on its direct options only; React also
 * finds the options inside <optgroup>s (the accounts, profile and card forms group theirs).
 */
function selectGroupedOptions(select: VNode) {
  const props = select.props as { defaultValue?: unknown; multiple?: boolean; children?: ComponentChildren };
  if (props.defaultValue == null) return;
  const chosen = (value: unknown) =>
    props.multiple && Array.isArray(props.defaultValue)
      ? props.defaultValue.includes(value)
      : String(props.defaultValue) === String(value);
  for (const group of toChildArray(props.children)) {
    if (typeof group !== "object" || group.type !== "optgroup") continue;
    for (const option of toChildArray((group.props as { children?: ComponentChildren }).children)) {
      if (typeof option !== "object" || option.type !== "option") continue;
      const optionProps = option.props as { value?: unknown; selected?: boolean };
      optionProps.selected = chosen(optionProps.value);
    }
  }
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "select") selectGroupedOptions(vnode);
  if (vnode.type === "html") {
    vnode.type = DocumentElement as unknown as string;
  } else if (hydrating && typeof vnode.type === "string") {
    const props = vnode.props as Record<string, unknown>;
    if (Object.keys(ID_ATTRIBUTES).some((name) => typeof props[name] === "string")) {
      vnode.ref = takingClientIds(props, vnode.ref as Ref<Element> | null | undefined) as Ref<unknown>;
    }
  }
  previousVNodeHook?.(vnode);
};

/**
 * 4. HydratedRouter throws a promise until the server's data is decoded, so that React suspends the root
 * meanwhile; Preact cannot suspend the hydration of a whole document. The decoding is started and awaited
 * here first, then HydratedRouter renders at once. (Called outside rendering it throws before any hook.)
 */
async function routerDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown && typeof (thrown as PromiseLike<unknown>).then === "function") await thrown;
  }
}

/**
 * 5. React's server moves the modulepreload links that <Scripts> renders in the body into the head, ahead
 * of the stylesheets, and Preact hydrates the head's links in order: a stylesheet would take the place of
 * a modulepreload and the real stylesheet would be dropped. Their modules are loaded by now (React's client
 * drops them too), so they go first. The rest of the head is rendered in the server's order (root.tsx).
 */
for (const preload of document.head.querySelectorAll('link[rel="modulepreload"]')) preload.remove();

/**
 * 6. The page's interface texts are not in its data (decision 034): the root names their address on
 * <html>, the server's Link header has the browser fetching them already, and hydration waits for them.
 */
async function pageTextsLoaded(): Promise<void> {
  const { lang } = document.documentElement;
  const href = document.documentElement.dataset.catalogue;
  if (!href || !isLanguage(lang)) return;
  try {
    await ensureCatalogue(lang, href);
  } catch (error) {
    // The server-rendered page stays readable; only its interactive parts wait for a reload.
    console.error(error);
  }
}

void Promise.all([routerDataDecoded(), pageTextsLoaded()]).then(() => {
  startTransition(() => {
    hydrating = true;
    try {
      hydrateRoot(
        document,
        <StrictMode>
          <NonceProvider nonce={nonce}>
            <HydratedRouter />
          </NonceProvider>
        </StrictMode>,
      );
    } finally {
      hydrating = false;
    }
  });
});
