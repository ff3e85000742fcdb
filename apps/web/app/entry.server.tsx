/**
 * Server rendering. People get the HTML as soon as the shell is ready; crawlers get it once everything
 * is rendered, so they index complete pages. Every inline script carries this reply's CSP nonce. A page
 * a guest was just shown with the same data is sent again rather than rendered again (decision 055).
 */
import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce.tsx";
import { type PageSecrets, RenderedPages } from "./lib/rendered-pages.server.ts";

/** Rendering that has not finished by then is cut off, so a stuck loader cannot hold a socket open. */
export const streamTimeout = 5_000;

/**
 * React writes a page in 4 KB pieces and calls `flush()` when a part of the page is complete. Each piece
 * would travel alone through the web stream, the bridge and the socket (a promise and a write each);
 * here they wait for the flush and go on as one, so a page leaves in one write per completed part.
 */
class PageBody extends Transform {
  private pieces: Buffer[] = [];
  /** Every piece, when the whole page is to be kept. */
  private readonly all: Buffer[] | null;
  private readonly onEnd: (page: Buffer[] | null) => void;

  constructor(onEnd: (page: Buffer[] | null) => void, keepsPage: boolean) {
    super();
    this.onEnd = onEnd;
    this.all = keepsPage ? [] : null;
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pieces.push(piece);
    this.all?.push(piece);
    callback();
  }

  /** Called by React when what it wrote so far may be sent. */
  flush(): void {
    if (this.pieces.length === 0) return;
    this.push(this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces));
    this.pieces = [];
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onEnd(this.all);
    callback();
  }
}

/** This process's rendered guest pages. */
const renderedPages = new RenderedPages();

/** The key a guest's page is kept under, or null for a page that is rendered every time. */
function keptPageKey(
  request: Request,
  status: number,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  secrets: PageSecrets,
): string | null {
  const handled = routerContext.staticHandlerContext;
  // Development renders every page: a changed component shows at once.
  if (process.env.NODE_ENV !== "production") return null;
  // A signed-in visitor's pages are theirs alone; a form's answer or an error page is one visitor's too.
  if (loadContext.session.user !== null || status !== 200 || routerContext.isSpaMode) return null;
  if (request.method !== "GET" || handled.actionData || handled.errors) return null;
  return renderedPages.keyOf({ url: request.url, status, loaderData: handled.loaderData }, secrets);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The page's interface texts, which the browser needs before it hydrates: fetched while the HTML streams.
  const rootData = routerContext.staticHandlerContext.loaderData.root as
    | { catalogueHref?: string }
    | undefined;
  if (rootData?.catalogueHref) {
    responseHeaders.append(
      "Link",
      `<${rootData.catalogueHref}>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
  }

  const nonce = loadContext.cspNonce;
  const secrets = { nonce: nonce ?? "", csrfToken: loadContext.session.csrfToken };
  const key = keptPageKey(request, responseStatusCode, routerContext, loadContext, secrets);
  if (key !== null) {
    const html = renderedPages.take(key, secrets);
    if (html !== null) {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // For whoever measures or debugs: this reply was not rendered again.
      responseHeaders.append("Server-Timing", 'page;desc="kept"');
      return new Response(html, { headers: responseHeaders, status: responseStatusCode });
    }
  }
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let isShellRendered = false;
    let status = responseStatusCode;
    // A second longer than the stream time-out, so rejected boundaries still reach the browser.
    let abortTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          isShellRendered = true;
          const body = new PageBody(
            (page) => {
              clearTimeout(abortTimer);
              abortTimer = undefined;
              // Kept only when it rendered whole: an error in a part of it made it a 500.
              if (key !== null && page !== null && status === 200)
                renderedPages.keep(key, Buffer.concat(page).toString("utf8"), secrets);
            },
            key !== null && renderedPages.admits(key),
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are reported by React Router itself; later ones only here.
          if (isShellRendered) console.error(error);
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who left mid-request is not an error worth a log line.
  if (request.signal.aborted) return;
  const requestId = (context as AppLoadContext | undefined)?.requestId;
  console.error(`[web] request ${requestId ?? "-"} ${request.method} ${request.url}`, error);
};
