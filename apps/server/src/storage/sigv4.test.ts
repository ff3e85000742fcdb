/**
 * The signer against the example values AWS publishes: the derived signing key of the IAM guide, the
 * "get-vanilla" case of the Signature Version 4 test suite, and the GET and PUT object examples of the
 * S3 API reference ("Signature Calculations for the Authorization Header").
 */
import { describe, expect, it } from "vitest";
import { EMPTY_PAYLOAD_HASH, sha256Hex, signingKey, signParts, signRequest, uriEncode } from "./sigv4.ts";

const S3_EXAMPLE_CREDENTIALS = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};

describe("AWS Signature Version 4", () => {
  it("derives the signing key of AWS's example", () => {
    const key = signingKey("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20120215", "us-east-1", "iam");
    expect(key.toString("hex")).toBe("f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d");
  });

  it("signs the test suite's get-vanilla request", () => {
    const parts = signParts(
      {
        method: "GET",
        url: new URL("https://example.amazonaws.com/"),
        headers: { Host: "example.amazonaws.com", "X-Amz-Date": "20150830T123600Z" },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      {
        region: "us-east-1",
        service: "service",
        date: new Date("2015-08-30T12:36:00Z"),
        credentials: {
          accessKeyId: "AKIDEXAMPLE",
          secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
        },
      },
    );
    expect(parts.canonicalRequest).toBe(
      [
        "GET",
        "/",
        "",
        "host:example.amazonaws.com",
        "x-amz-date:20150830T123600Z",
        "",
        "host;x-amz-date",
        EMPTY_PAYLOAD_HASH,
      ].join("\n"),
    );
    expect(parts.signature).toBe("5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31");
    expect(parts.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
  });

  it("signs the S3 GET object example (with a Range header)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      {
        region: "us-east-1",
        service: "s3",
        date: new Date("2013-05-24T00:00:00Z"),
        credentials: S3_EXAMPLE_CREDENTIALS,
      },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs the S3 PUT object example (a key with '$', extra headers, a body)", () => {
    const body = "Welcome to Amazon S3.";
    expect(sha256Hex(body)).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex(body),
      },
      {
        region: "us-east-1",
        service: "s3",
        date: new Date("2013-05-24T00:00:00Z"),
        credentials: S3_EXAMPLE_CREDENTIALS,
      },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("encodes everything but unreserved characters, in upper-case hex", () => {
    expect(uriEncode("a b/c~d*é")).toBe("a%20b%2Fc~d%2A%C3%A9");
    expect(uriEncode("a b/c", true)).toBe("a%20b/c");
  });
});
