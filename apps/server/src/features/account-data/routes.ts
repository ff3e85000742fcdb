/**
 * "Download my data" over HTTP: the settings page links here, so the browser saves the ZIP as it comes.
 * Reading the whole account and its files is costly, so a few exports an hour per account are allowed.
 */
import { errorReplies } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { requireUser } from "../../plugins/authorization.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { exportAccountData } from "./export.ts";

const EXPORT_LIMIT = { name: "account-export-1h", limit: 5, windowSeconds: 3600 };

export function registerAccountDataRoutes(
  app: FastifyInstance,
  { pool, storage }: { pool: pg.Pool; storage: FileStorage },
): void {
  app.get(
    "/api/account/export",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Everything held about the account: a ZIP of data.json (its rows of every table) and its files",
        produces: ["application/zip"],
        response: errorReplies(401, 429),
      },
      config: {
        rateLimits: [{ rule: EXPORT_LIMIT, subject: (request) => request.user?.id ?? request.ip }],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccountData(pool, storage, user.id);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${data.fileName}"`)
        .header("cache-control", "no-store")
        .send(data.stream);
    },
  );
}
