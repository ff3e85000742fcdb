import { describe, expect, it } from "vitest";
import { detectDevice, referralSource } from "./visitor.ts";

describe("referralSource", () => {
  it.each([
    ["?spl=Auto_Mailer", "mailer"],
    ["spl=JobAlert_Manual_Mailer_2024", "mailer"],
    ["?utm=x&spl=weekly-Auto_Mailer", "mailer"],
    ["?spl=auto_mailer", "google"],
    ["?spl=Newsletter", "google"],
    ["?source=Auto_Mailer", "google"],
    ["", "google"],
  ])("%s → %s", (search, source) => {
    expect(referralSource(search)).toBe(source);
  });

  it("reads parsed parameters and repeated spl values", () => {
    expect(referralSource(new URLSearchParams({ spl: "Manual_Mailer" }))).toBe("mailer");
    expect(
      referralSource(
        new URLSearchParams([
          ["spl", "x"],
          ["spl", "Auto_Mailer"],
        ]),
      ),
    ).toBe("mailer");
    expect(referralSource(undefined)).toBe("google");
  });
});

const AGENTS = {
  windowsPhone:
    "Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  galaxyTab:
    "Mozilla/5.0 (Linux; Android 9; SM-T720 Build/PPR1.180610.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/74.0.3729.157 Safari/537.36",
  kindleFire:
    "Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4 Mobile Safari/535.19 Silk-Accelerated=true",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
  ipod: "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  ipadDesktopMode:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  linuxFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
  operaMini:
    "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54",
  blackberry:
    "Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+",
  kaios:
    "Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i; Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
} as const;

describe("detectDevice", () => {
  it.each([
    ["windowsPhone", "windows phone", true],
    ["androidPhone", "android", true],
    ["androidTablet", "android", false],
    ["galaxyTab", "android", false],
    ["kindleFire", "android", false],
    ["iphone", "ios", true],
    ["ipod", "ios", true],
    ["ipad", "ios", false],
    ["ipadDesktopMode", "unknown", false],
    ["windowsChrome", "unknown", false],
    ["linuxFirefox", "unknown", false],
    ["operaMini", "unknown", true],
    ["blackberry", "unknown", true],
    ["googlebot", "unknown", false],
  ] as const)("%s → %s, mobile %s", (agent, os, isMobile) => {
    expect(detectDevice(AGENTS[agent])).toEqual({ os, isMobile });
  });

  it("treats KaiOS feature phones, which also claim Android, as Android phones", () => {
    expect(detectDevice(AGENTS.kaios)).toEqual({ os: "android", isMobile: true });
  });

  it("knows nothing about a missing agent", () => {
    expect(detectDevice(undefined)).toEqual({ os: "unknown", isMobile: false });
    expect(detectDevice("")).toEqual({ os: "unknown", isMobile: false });
  });
});
