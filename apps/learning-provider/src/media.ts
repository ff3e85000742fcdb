/**
 * Preview videos and their captions. Each course's preview is a real video, made the first time it is
 * asked for and kept in the data directory (never committed): three seconds of a card in the course's
 * colour with its title written on it, and a tone, as H.264/AAC MP4 at 320×180 (a few tens of KB), by
 * the ffmpeg binary of the @ffmpeg-installer/ffmpeg package. Captions (WebVTT) say the title and what the
 * course teaches. Without ffmpeg the provider still runs: videos answer 404 and a log line says why.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Course } from "./catalogue.ts";

export const VIDEO_SECONDS = 3;
export const VIDEO_SIZE = "320x180";
const FFMPEG_TIMEOUT_MS = 60_000;
/** Fonts Debian's fonts-dejavu and fonts-liberation install; without one the card has no writing. */
const FONT_CANDIDATES = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
];
const CARD_COLOURS = [
  "0x1d4e89",
  "0x00798c",
  "0x2e7d32",
  "0x6a1b9a",
  "0xad1457",
  "0xc62828",
  "0x4e342e",
  "0x37474f",
];
const TONES = { beginner: 440, intermediate: 523, advanced: 659 } as const;

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** The ffmpeg to use: the configured path, else the npm package's binary, else none. */
export function findFfmpeg(configured: string | null): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  try {
    const found = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path?: string };
    return found.path && existsSync(found.path) ? found.path : null;
  } catch {
    return null;
  }
}

function escapeCue(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/-->/g, "→");
}

function timestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const whole = Math.floor(millis / 1000);
  const minutes = Math.floor(whole / 60);
  return `00:${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}.${String(millis % 1000).padStart(3, "0")}`;
}

export function captionsOf(course: Course): string {
  const half = VIDEO_SECONDS / 2;
  return [
    "WEBVTT",
    "",
    "1",
    `${timestamp(0)} --> ${timestamp(half)}`,
    escapeCue(course.title),
    "",
    "2",
    `${timestamp(half)} --> ${timestamp(VIDEO_SECONDS)}`,
    escapeCue(`What you will learn: ${course.skills.join(", ")}`),
    "",
  ].join("\n");
}

function fingerprintOf(course: Course): string {
  const shown = [course.title, course.category, course.level, course.minutes, VIDEO_SECONDS, VIDEO_SIZE];
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 12);
}

/** The title broken into lines that fit the card (at most three, the last shortened). */
export function cardLines(title: string, width = 26, maxLines = 3): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of title.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? "").slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

function runFfmpeg(binary: string, args: string[], cwd: string): Promise<{ ok: boolean; error: string }> {
  return new Promise((resolve) => {
    const child = spawn(binary, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let error = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), FFMPEG_TIMEOUT_MS);
    child.stderr.on("data", (chunk) => {
      if (error.length < 2000) error += chunk;
    });
    child.on("error", (spawnError) => {
      clearTimeout(timer);
      resolve({ ok: false, error: spawnError.message });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, error: error.trim() });
    });
  });
}

export function createMedia(options: { dataDir: string; ffmpegPath: string | null; log: Logger }) {
  const mediaDir = path.join(options.dataDir, "media");
  const font = FONT_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
  const pending = new Map<string, Promise<boolean>>();
  const failed = new Set<string>();
  /** One ffmpeg at a time: previews are made on demand, beside the requests the provider answers. */
  let queue: Promise<unknown> = Promise.resolve();
  let hasWarnedMissing = false;

  async function makeVideo(course: Course, target: string): Promise<boolean> {
    const binary = options.ffmpegPath;
    if (!binary) return false;
    const workDir = path.join(mediaDir, `.work-${course.id}-${process.pid}`);
    await mkdir(workDir, { recursive: true });
    try {
      const hash = createHash("sha256").update(course.category).digest();
      const colour = CARD_COLOURS[(hash[0] ?? 0) % CARD_COLOURS.length];
      const filters: string[] = [];
      if (font) {
        await writeFile(path.join(workDir, "title.txt"), cardLines(course.title).join("\n"));
        await writeFile(path.join(workDir, "footer.txt"), `Course preview · ${course.minutes} min`);
        filters.push(
          `drawtext=fontfile=${font}:textfile=title.txt:expansion=none:fontcolor=white:fontsize=18:line_spacing=6:x=(w-text_w)/2:y=(h-text_h)/2-10`,
          `drawtext=fontfile=${font}:textfile=footer.txt:expansion=none:fontcolor=white@0.85:fontsize=11:x=(w-text_w)/2:y=h-24`,
        );
      }
      const args = [
        "-hide_banner",
        "-loglevel",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        `color=c=${colour}:s=${VIDEO_SIZE}:d=${VIDEO_SECONDS}:r=15`,
        "-f",
        "lavfi",
        "-i",
        `sine=frequency=${TONES[course.level]}:sample_rate=22050:duration=${VIDEO_SECONDS}`,
        ...(filters.length ? ["-vf", filters.join(",")] : []),
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-profile:v",
        "baseline",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        "-b:a",
        "32k",
        "-shortest",
        "-movflags",
        "+faststart",
        "-threads",
        "1",
        "video.mp4",
      ];
      const result = await runFfmpeg(binary, args, workDir);
      if (!result.ok) {
        options.log.warn(`preview video of ${course.id}: ffmpeg failed: ${result.error.slice(0, 500)}`);
        return false;
      }
      await rename(path.join(workDir, "video.mp4"), target);
      return true;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    mediaDir,
    hasFfmpeg: options.ffmpegPath !== null,
    /** The preview's file name in mediaDir, made first if needed; null when it cannot be made. */
    async video(course: Course): Promise<string | null> {
      // The file name carries what the card shows, so a changed catalogue never serves an old card.
      const name = `${course.id}.${fingerprintOf(course)}.mp4`;
      const target = path.join(mediaDir, name);
      if (existsSync(target)) return name;
      if (!options.ffmpegPath) {
        if (!hasWarnedMissing) {
          options.log.warn(
            "preview videos: no ffmpeg binary (install @ffmpeg-installer/ffmpeg or set LEARNING_FFMPEG_PATH); videos answer 404",
          );
          hasWarnedMissing = true;
        }
        return null;
      }
      if (failed.has(course.id)) return null;
      let making = pending.get(course.id);
      if (!making) {
        making = (async () => {
          await mkdir(mediaDir, { recursive: true });
          const next = queue.then(() => makeVideo(course, target));
          queue = next.catch(() => undefined);
          return next;
        })();
        pending.set(course.id, making);
        making
          .then((ok) => {
            if (!ok) failed.add(course.id);
          })
          .catch((error: unknown) => {
            failed.add(course.id);
            options.log.warn(`preview video of ${course.id}: ${String(error)}`);
          })
          .finally(() => pending.delete(course.id));
      }
      const ok = await making.catch(() => false);
      return ok ? name : null;
    },
    /** The captions, made from the catalogue on each request (a few hundred bytes). */
    captions(course: Course): string {
      return captionsOf(course);
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
