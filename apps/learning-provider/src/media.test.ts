import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captionsOf, cardLines, findFfmpeg } from "./media.ts";
import { startTestProvider, type TestProvider } from "./test-support.ts";

// The binary of the @ffmpeg-installer/ffmpeg development dependency: this test needs it.
const ffmpeg = findFfmpeg(null);

describe("preview videos", () => {
  let provider: TestProvider;
  beforeAll(async () => {
    if (!ffmpeg) throw new Error("no ffmpeg binary: run npm install (@ffmpeg-installer/ffmpeg)");
    provider = await startTestProvider({}, { ffmpegPath: ffmpeg });
  });
  afterAll(async () => {
    await provider?.close();
  });

  it("makes a real H.264 video of a few seconds on first request, kept on disk", async () => {
    const response = await provider.app.inject({ method: "GET", url: "/media/python-essentials.mp4" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const video = response.rawPayload;
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(video.length).toBeGreaterThan(2000);
    expect(video.length).toBeLessThan(200_000);
    expect(readdirSync(provider.media.mediaDir).filter((name) => name.endsWith(".mp4"))).toHaveLength(1);

    const copy = path.join(tmpdir(), `learning-preview-${process.pid}.mp4`);
    writeFileSync(copy, video);
    const probe = spawnSync(ffmpeg ?? "", ["-hide_banner", "-i", copy], { encoding: "utf8" }).stderr;
    rmSync(copy, { force: true });
    expect(probe).toMatch(/Video: h264/);
    expect(probe).toMatch(/320x180/);
    expect(probe).toMatch(/Audio: aac/);
    const [, seconds] = /Duration: 00:00:(\d\d\.\d\d)/.exec(probe) ?? [];
    expect(Number(seconds)).toBeGreaterThanOrEqual(2);
    expect(Number(seconds)).toBeLessThanOrEqual(4);
  });

  it("answers byte ranges, as browsers ask when seeking", async () => {
    const whole = await provider.app.inject({ method: "GET", url: "/media/python-essentials.mp4" });
    const size = whole.rawPayload.length;
    const range = await provider.app.inject({
      method: "GET",
      url: "/media/python-essentials.mp4",
      headers: { range: "bytes=100-199" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe(`bytes 100-199/${size}`);
    expect(range.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const tail = await provider.app.inject({
      method: "GET",
      url: "/media/python-essentials.mp4",
      headers: { range: "bytes=-50" },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 50));
    const outside = await provider.app.inject({
      method: "GET",
      url: "/media/python-essentials.mp4",
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(outside.statusCode).toBe(416);
  });

  it("serves WebVTT captions and 404 for unknown courses", async () => {
    const captions = await provider.app.inject({ method: "GET", url: "/media/python-essentials.vtt" });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(captions.body.startsWith("WEBVTT\n")).toBe(true);
    expect(captions.body).toContain("Python essentials");
    expect(captions.body).toContain("What you will learn: Python");
    for (const url of [
      "/media/no-such-course.mp4",
      "/media/no-such-course.vtt",
      "/media/python-essentials.avi",
    ]) {
      expect((await provider.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});

describe("without ffmpeg", () => {
  it("still runs: videos answer 404, captions are served", async () => {
    const provider = await startTestProvider({}, { ffmpegPath: null });
    try {
      expect(
        (await provider.app.inject({ method: "GET", url: "/media/python-essentials.mp4" })).statusCode,
      ).toBe(404);
      expect(
        (await provider.app.inject({ method: "GET", url: "/media/python-essentials.vtt" })).statusCode,
      ).toBe(200);
    } finally {
      await provider.close();
    }
  });
});

describe("captions and cards", () => {
  it("times two cues over the preview and escapes cue text", () => {
    const vtt = captionsOf({
      id: "x",
      title: "Sales <fast> & well",
      summary: "",
      category: "sales",
      level: "beginner",
      minutes: 30,
      skills: ["sales activities", "deliver a sales pitch"],
      languages: ["en"],
      priceTier: "t1",
    });
    expect(vtt).toContain("00:00:00.000 --> 00:00:01.500\nSales &lt;fast&gt; &amp; well");
    expect(vtt).toContain(
      "00:00:01.500 --> 00:00:03.000\nWhat you will learn: sales activities, deliver a sales pitch",
    );
  });

  it("breaks a long title into at most three lines", () => {
    expect(cardLines("Python essentials")).toEqual(["Python essentials"]);
    const lines = cardLines(
      "Create prototype of user experience solutions: advanced practice for designers",
      26,
    );
    expect(lines.length).toBe(3);
    expect(lines.every((line) => line.length <= 26)).toBe(true);
  });
});
