/**
 * For tests: a small stand-in for an S3-compatible store on a real socket. S3 itself is outside the
 * portal; the stand-in answers path-style PUT, GET and DELETE as S3 does, keeps objects in memory, and
 * refuses (403) any request whose SigV4 signature is not the one recomputed from the secret, so what
 * goes through it went through the driver exactly as it would to a real store.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { sha256Hex, signParts } from "./sigv4.ts";

export interface S3StandInOptions {
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

export interface S3Request {
  method: string;
  /** `/<bucket>/<key>`. */
  path: string;
  authorization: string;
  signedHeaders: string;
  isSigned: boolean;
}

export interface S3StandIn {
  endpoint: URL;
  /** Stored objects by key (the path without the bucket). */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request received, in order, refused ones included. */
  requests: S3Request[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** S3's own check: the header names the key and scope, the payload hash is right, the signature is due. */
function isSignedRight(request: IncomingMessage, body: Buffer, options: S3StandInOptions): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!match || match[1] !== options.credentials.accessKeyId || match[3] !== options.region) return false;
  const payloadHash = String(request.headers["x-amz-content-sha256"]);
  if (payloadHash !== sha256Hex(body)) return false;
  const signed = (match[4] ?? "").split(";");
  if (!signed.includes("host") || !signed.includes("x-amz-date")) return false;
  const amzDate = String(request.headers["x-amz-date"]);
  const parts = signParts(
    {
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", `http://${request.headers.host}`),
      headers: Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? "")])),
      payloadHash,
    },
    {
      region: options.region,
      service: "s3",
      credentials: options.credentials,
      date: new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z")),
    },
  );
  return parts.signature === match[5];
}

/** Starts the stand-in on a free loopback port. */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: S3Request[] = [];
  const prefix = `/${options.bucket}/`;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? "/", "http://store").pathname;
    const authorization = request.headers.authorization ?? "";
    const isSigned = isSignedRight(request, body, options);
    requests.push({
      method: request.method ?? "",
      path,
      authorization,
      signedHeaders: /SignedHeaders=([^,]+)/.exec(authorization)?.[1] ?? "",
      isSigned,
    });
    if (!isSigned) {
      response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    if (!path.startsWith(prefix)) {
      response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    const key = path.slice(prefix.length);
    const object = objects.get(key);
    if (request.method === "PUT") {
      objects.set(key, { body, contentType: String(request.headers["content-type"]) });
      response.writeHead(200).end();
    } else if (request.method === "GET") {
      if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      else
        response
          .writeHead(200, { "content-type": object.contentType, "content-length": object.body.length })
          .end(object.body);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: new URL(`http://127.0.0.1:${port}`),
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
