/**
 * Saved searches and recent searches over HTTP and through the service: canonical storage, duplicates,
 * the limit, renaming and deleting, per-seeker isolation (404), CSRF, and recent searches per site.
 */

import { SAVED_SEARCH_LIMIT } from "@portal/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { canonicalSearch } from "./service.ts";

const testApp = useTestApp();
let asha: TestClient;
let ashaId: string;
let ravi: TestClient;

beforeAll(async () => {
  asha = new TestClient(testApp.app);
  ashaId = (await registerSeeker(asha)).id;
  ravi = new TestClient(testApp.app);
  await registerSeeker(ravi);
});

async function save(client: TestClient, search: string, name?: string) {
  return client.post("/api/seeker/saved-searches", name === undefined ? { search } : { search, name });
}

describe("canonical searches", () => {
  it("writes equal searches alike and leaves the page out", () => {
    const a = canonicalSearch("?location=Pune&query=java%20developer&experience=3&page=4", "india");
    const b = canonicalSearch("query=java+developer&experience=3&jobCities=Pune", "india");
    expect(a).toBe("query=java+developer&location=Pune&experience=3");
    expect(b).toBe(a);
  });

  it("refuses what the search codec would not run", () => {
    expect(canonicalSearch("", "india")).toBeNull();
    expect(canonicalSearch("query=!!!", "india")).toBeNull();
  });
});

describe("saved searches", () => {
  it("saves a search under its name and lists it", async () => {
    const reply = await save(asha, "query=java developer&location=Pune&experience=3", "Java in Pune");
    expect(reply.statusCode).toBe(200);
    const { savedSearch, isNew } = reply.json().data;
    expect(isNew).toBe(true);
    expect(savedSearch).toMatchObject({
      name: "Java in Pune",
      search: "query=java+developer&location=Pune&experience=3",
    });
    const list = (await asha.get("/api/seeker/saved-searches")).json().data;
    expect(list.limit).toBe(SAVED_SEARCH_LIMIT);
    expect(list.savedSearches.map((item: { id: number }) => item.id)).toEqual([savedSearch.id]);
  });

  it("stores an equal search once: saving it again renames it and moves it first", async () => {
    const first = (await save(asha, "query=nurse", "Nursing")).json().data.savedSearch;
    await save(asha, "query=accountant", "Accounts");
    const again = await save(asha, "?query=nurse&page=2", "Nurse jobs");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      isNew: false,
      savedSearch: { id: first.id, name: "Nurse jobs" },
    });
    const names = (await asha.get("/api/seeker/saved-searches"))
      .json()
      .data.savedSearches.map((item: { name: string }) => item.name);
    expect(names.filter((name: string) => name.startsWith("Nurs"))).toEqual(["Nurse jobs"]);
    expect(names[0]).toBe("Nurse jobs");
  });

  it("names a search after what it looks for when no name is given", async () => {
    const reply = await save(asha, "query=plumber&location=Chennai");
    expect(reply.json().data.savedSearch.name).toBe("plumber · Chennai");
  });

  it("refuses a search that cannot run, and a name too long, with localised messages", async () => {
    const empty = await save(asha, "page=2", "Nothing");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: "search" });
    const long = await save(asha, "query=driver", "x".repeat(150));
    expect(long.statusCode).toBe(400);
    const hindi = await asha.post(
      "/api/seeker/saved-searches",
      { search: "query=driver", name: "x".repeat(150) },
      { headers: { "x-language-code": "HI" } },
    );
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().errors[0].message).toBe("कृपया खोज को अधिकतम 100 अक्षरों का नाम दें।");
    const blank = await save(asha, "query=driver", "   ");
    expect(blank.json().data.savedSearch.name).toBe("driver");
  });

  it("renames and deletes; another seeker's saved search is not found (404) and stays as it was", async () => {
    const mine = (await save(asha, "query=welder", "Welding")).json().data.savedSearch;
    expect(
      (await ravi.send("PATCH", `/api/seeker/saved-searches/${mine.id}`, { body: { name: "Mine now" } }))
        .statusCode,
    ).toBe(404);
    expect((await ravi.delete(`/api/seeker/saved-searches/${mine.id}`)).statusCode).toBe(404);
    const ravisList = (await ravi.get("/api/seeker/saved-searches")).json().data.savedSearches;
    expect(ravisList.some((item: { id: number }) => item.id === mine.id)).toBe(false);

    const renamed = await asha.send("PATCH", `/api/seeker/saved-searches/${mine.id}`, {
      body: { name: "Welding, Chennai" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.savedSearch.name).toBe("Welding, Chennai");
    expect((await asha.delete(`/api/seeker/saved-searches/${mine.id}`)).statusCode).toBe(200);
    expect((await asha.delete(`/api/seeker/saved-searches/${mine.id}`)).statusCode).toBe(404);
  });

  it("keeps searches per site: the Gulf site lists none of the India ones", async () => {
    const gulf = new TestClient(testApp.app, { host: "gulf.localhost" });
    for (const [name, value] of asha.cookies) gulf.cookies.set(name, value);
    const list = (await gulf.get("/api/seeker/saved-searches")).json().data.savedSearches;
    expect(list).toEqual([]);
  });

  it(`refuses the ${SAVED_SEARCH_LIMIT + 1}st search with a clear message, but still renames an existing one`, async () => {
    const seeker = new TestClient(testApp.app);
    const { id } = await registerSeeker(seeker);
    await testApp.pool.query(
      `INSERT INTO saved_searches (user_id, site_id, name, query)
       SELECT $1, 'india', 'Search ' || n, 'query=skill' || n FROM generate_series(1, $2::int) AS n`,
      [id, SAVED_SEARCH_LIMIT - 1],
    );
    expect((await save(seeker, "query=last+one", "Last one")).statusCode).toBe(200);
    const refused = await save(seeker, "query=one+too+many", "Too many");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe(
      `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Please delete one to save another.`,
    );
    const arabic = await seeker.post(
      "/api/seeker/saved-searches",
      { search: "query=one+too+many" },
      { headers: { "x-language-code": "AR" } },
    );
    expect(arabic.json().errors[0].message).toContain(`${SAVED_SEARCH_LIMIT}`);
    expect(arabic.json().errors[0].message).toMatch(/\p{Script=Arabic}/u);
    // An equal search is not a new one: the limit does not stop renaming it.
    expect((await save(seeker, "query=skill7", "Seventh")).json().data.isNew).toBe(false);
  });

  it("refuses a write without the CSRF token, and a guest, and a recruiter", async () => {
    const noToken = await asha.post("/api/seeker/saved-searches", { search: "query=chef" }, { xsrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().errors[0].message).toBe("Your page has expired. Please reload it and try again.");
    const guest = new TestClient(testApp.app);
    expect((await save(guest, "query=chef")).statusCode).toBe(401);

    await createRecruiterAccount(testApp.pool, {
      email: "hiring@saved-searches.example.com",
      password: "Recruit123",
      name: "Meera Iyer",
      companyId: 1,
      siteId: "india",
    });
    const recruiter = new TestClient(testApp.app);
    await recruiter.post("/api/employer/login", {
      email: "hiring@saved-searches.example.com",
      password: "Recruit123",
    });
    expect((await save(recruiter, "query=chef")).statusCode).toBe(403);
    expect((await recruiter.get("/api/seeker/saved-searches")).statusCode).toBe(403);
    const { rows } = await testApp.pool.query("SELECT 1 FROM saved_searches WHERE query = 'query=chef'");
    expect(rows).toEqual([]);
  });
});

describe("recent searches", () => {
  it("keeps the last ten per site, newest first, each search once", async () => {
    for (let n = 1; n <= 12; n += 1) {
      const reply = await asha.post("/api/seeker/recent-searches", {
        search: `query=skill${n}&location=Pune`,
      });
      expect(reply.statusCode).toBe(200);
    }
    await asha.post("/api/seeker/recent-searches", { search: "location=Pune&query=skill5&page=3" });
    const recent = (await asha.get("/api/seeker/recent-searches")).json().data.recentSearches;
    expect(recent.map((item: { query: string }) => item.query)).toEqual([
      "skill5",
      "skill12",
      "skill11",
      "skill10",
      "skill9",
      "skill8",
      "skill7",
      "skill6",
      "skill4",
      "skill3",
    ]);
    expect(recent[0]).toMatchObject({ search: "query=skill5&location=Pune", location: "Pune" });
    const { rows } = await testApp.pool.query(
      "SELECT count(*)::int AS count FROM recent_searches WHERE user_id = $1",
      [ashaId],
    );
    expect(rows[0].count).toBe(10);
  });

  it("ignores searches that cannot run, keeps sites apart, and clears", async () => {
    await asha.post("/api/seeker/recent-searches", { search: "query=%21%21%21" });
    const gulf = new TestClient(testApp.app, { host: "gulf.localhost" });
    for (const [name, value] of asha.cookies) gulf.cookies.set(name, value);
    expect((await gulf.get("/api/seeker/recent-searches")).json().data.recentSearches).toEqual([]);
    await gulf.post("/api/seeker/recent-searches", { search: "query=driver&location=Dubai" });
    expect((await gulf.get("/api/seeker/recent-searches")).json().data.recentSearches).toHaveLength(1);

    expect((await asha.delete("/api/seeker/recent-searches")).statusCode).toBe(200);
    expect((await asha.get("/api/seeker/recent-searches")).json().data.recentSearches).toEqual([]);
    expect((await gulf.get("/api/seeker/recent-searches")).json().data.recentSearches).toHaveLength(1);
  });

  it("is one seeker's own: another seeker sees none of them", async () => {
    await asha.post("/api/seeker/recent-searches", { search: "query=baker" });
    const others = (await ravi.get("/api/seeker/recent-searches")).json().data.recentSearches;
    expect(others.some((item: { query: string }) => item.query === "baker")).toBe(false);
  });
});
