/**
 * Server rendering. People get the HTML as soon as the shell is ready; crawlers get it once everything
 * is rendered, so they index complete pages. Every inline script carries this reply's CSP nonce.
 */
import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce.tsx";

/** Rendering that has not finished by then is cut off, so a stuck loader cannot hold a socket open. */
export const streamTimeout = 5_000;

/**
 * React writes a page in 4 KB pieces and calls `flush()` when a part of the page is complete. Each piece
 * would travel alone through the web stream, the bridge and the socket (a promise and a write each);
 * here they wait for the flush and go on as one, so a page leaves in one write per completed part.
 */
class PageBody extends Transform {
  private pieces: Buffer[] = [];
  private readonly onEnd: () => void;

  constructor(onEnd: () => void) {
    super();
    this.onEnd = onEnd;
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pieces.push(piece);
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
    this.onEnd();
    callback();
  }
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
          const body = new PageBody(() => {
            clearTimeout(abortTimer);
            abortTimer = undefined;
          });
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
