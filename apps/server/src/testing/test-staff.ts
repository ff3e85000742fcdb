/** A logged-in staff member of chosen areas (all of them unless named), for tests through the API. */
import { randomUUID } from "node:crypto";
import type { StaffArea } from "@portal/domain";
import { expect } from "vitest";
import { createStaffAccount } from "../features/accounts/index.ts";
import type { TestApp } from "./test-app.ts";
import { TestClient } from "./test-client.ts";

export async function staffClient(testApp: TestApp, name: string, areas?: StaffArea[]): Promise<TestClient> {
  const slug = name.toLowerCase().replace(/\W+/g, ".");
  const account = { email: `${slug}.${randomUUID().slice(0, 8)}@jobnest.test`, password: "Staff@2026", name };
  await createStaffAccount(testApp.pool, { ...account, ...(areas ? { areas } : {}) });
  const client = new TestClient(testApp.app, { host: "in.localhost" });
  expect((await client.post("/api/staff/login", account)).statusCode).toBe(200);
  return client;
}
