/**
 * The profile calls as JSON API routes under /api/seeker/profiles: thin transport over the profiles
 * service. Seekers only (plugins/authorization.ts), CSRF-checked (plugins/csrf.ts), writes rate-limited
 * per user (in the service, shared with the page); bodies are the field groups' zod schemas from
 * @portal/domain, the ones the page forms use; replies are @portal/contracts' profile schemas.
 */

import {
  AppError,
  errorReplies,
  profileDetailReplySchema,
  profileEntryParamsSchema,
  profileListReplySchema,
  profileParamsSchema,
  profileSkillParamsSchema,
  profileSummaryReplySchema,
  successEnvelope,
} from "@portal/contracts";
import {
  covidSchema,
  createProfileSchema,
  educationSchema,
  employmentSchema,
  experienceSchema,
  itSkillSchema,
  type ProfileListGroup,
  type ProfileObjectGroup,
  personalSchema,
  preferencesSchema,
  profileNameSchema,
  profileScore,
  salarySchema,
  skillSchema,
  workAuthorizationSchema,
} from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { ProfilesService } from "./service.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 429);

const listReply = successEnvelope(profileListReplySchema);
const summaryReply = successEnvelope(profileSummaryReplySchema);
const detailReply = successEnvelope(profileDetailReplySchema);

const OBJECT_ROUTES: ReadonlyArray<readonly [string, ProfileObjectGroup, z.ZodType]> = [
  ["personal", "personal", personalSchema],
  ["work-authorization", "workAuthorization", workAuthorizationSchema],
  ["experience", "experience", experienceSchema],
  ["salary", "salary", salarySchema],
  ["preferences", "preferences", preferencesSchema],
  ["covid", "covid", covidSchema],
];

const LIST_ROUTES: ReadonlyArray<readonly [string, ProfileListGroup, z.ZodType]> = [
  ["employments", "employments", employmentSchema],
  ["educations", "educations", educationSchema],
  ["it-skills", "itSkills", itSkillSchema],
];

export function registerProfileRoutes(fastify: FastifyInstance, profiles: ProfilesService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["profiles"];

  async function detail(request: FastifyRequest, profileId: string) {
    const user = requireUser(request);
    const profile = await profiles.get(user.id, profileId);
    const facts = await profiles.factsFor(user, profile);
    return { success: true as const, data: { profile, score: profileScore(facts) } };
  }

  app.get(
    "/api/seeker/profiles",
    { schema: { tags, response: { 200: listReply, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await profiles.ensureFirstProfile(user);
      return { success: true as const, data: { profiles: await profiles.list(user.id) } };
    },
  );

  app.post(
    "/api/seeker/profiles",
    {
      schema: { tags, body: createProfileSchema, response: { 201: summaryReply, ...errors } },
    },
    async (request, reply) => {
      const profile = await profiles.create(requireUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, data: { profile } });
    },
  );

  app.get(
    "/api/seeker/profiles/:profileId",
    { schema: { tags, params: profileParamsSchema, response: { 200: detailReply, ...errors } } },
    async (request) => detail(request, request.params.profileId),
  );

  app.patch(
    "/api/seeker/profiles/:profileId",
    {
      schema: {
        tags,
        params: profileParamsSchema,
        body: profileNameSchema,
        response: { 200: summaryReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        profile: await profiles.rename(requireUser(request).id, request.params.profileId, request.body),
      },
    }),
  );

  app.delete(
    "/api/seeker/profiles/:profileId",
    { schema: { tags, params: profileParamsSchema, response: { 200: listReply, ...errors } } },
    async (request) => ({
      success: true as const,
      data: { profiles: await profiles.remove(requireUser(request).id, request.params.profileId) },
    }),
  );

  app.post(
    "/api/seeker/profiles/:profileId/default",
    { schema: { tags, params: profileParamsSchema, response: { 200: listReply, ...errors } } },
    async (request) => ({
      success: true as const,
      data: { profiles: await profiles.makeDefault(requireUser(request).id, request.params.profileId) },
    }),
  );

  // The spec's COVID layoff flag calls (GET, POST): the default profile's covid group, also on the profile.
  const layoffReply = successEnvelope(covidSchema);
  app.get(
    "/api/seeker/covid-layoff",
    {
      schema: {
        tags,
        summary: "Whether the seeker lost their job to COVID-19 (their default profile's flag)",
        response: { 200: layoffReply, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await profiles.ensureFirstProfile(user);
      const profile = await profiles.defaultProfile(user.id);
      return {
        success: true as const,
        data: { laidOffDueToCovid: profile?.data.covid?.laidOffDueToCovid ?? false },
      };
    },
  );
  app.post(
    "/api/seeker/covid-layoff",
    {
      schema: {
        tags,
        summary: "Set the COVID layoff flag on the seeker's default profile",
        body: covidSchema,
        response: { 200: layoffReply, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await profiles.ensureFirstProfile(user);
      const profile = await profiles.defaultProfile(user.id);
      if (!profile) throw new AppError("NOT_FOUND", "profileNotFound");
      await profiles.saveGroup(user.id, profile.id, "covid", request.body);
      return { success: true as const, data: { laidOffDueToCovid: request.body.laidOffDueToCovid } };
    },
  );

  for (const [path, group, body] of OBJECT_ROUTES) {
    app.put(
      `/api/seeker/profiles/:profileId/${path}`,
      {
        schema: { tags, params: profileParamsSchema, body, response: { 200: detailReply, ...errors } },
      },
      async (request) => {
        const { profileId } = request.params;
        await profiles.saveGroup(requireUser(request).id, profileId, group, request.body);
        return detail(request, profileId);
      },
    );
  }

  for (const [path, group, body] of LIST_ROUTES) {
    app.post(
      `/api/seeker/profiles/:profileId/${path}`,
      {
        schema: { tags, params: profileParamsSchema, body, response: { 200: detailReply, ...errors } },
      },
      async (request) => {
        const { profileId } = request.params;
        await profiles.saveEntry(requireUser(request).id, profileId, group, null, request.body);
        return detail(request, profileId);
      },
    );
    app.put(
      `/api/seeker/profiles/:profileId/${path}/:entryId`,
      {
        schema: { tags, params: profileEntryParamsSchema, body, response: { 200: detailReply, ...errors } },
      },
      async (request) => {
        const { profileId, entryId } = request.params;
        await profiles.saveEntry(requireUser(request).id, profileId, group, entryId, request.body);
        return detail(request, profileId);
      },
    );
    app.delete(
      `/api/seeker/profiles/:profileId/${path}/:entryId`,
      { schema: { tags, params: profileEntryParamsSchema, response: { 200: detailReply, ...errors } } },
      async (request) => {
        const { profileId, entryId } = request.params;
        await profiles.removeEntry(requireUser(request).id, profileId, group, entryId);
        return detail(request, profileId);
      },
    );
  }

  app.post(
    "/api/seeker/profiles/:profileId/skills",
    {
      schema: {
        tags,
        params: profileParamsSchema,
        body: skillSchema,
        response: { 200: detailReply, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      await profiles.addSkill(requireUser(request).id, profileId, request.body);
      return detail(request, profileId);
    },
  );

  app.delete(
    "/api/seeker/profiles/:profileId/skills/:name",
    { schema: { tags, params: profileSkillParamsSchema, response: { 200: detailReply, ...errors } } },
    async (request) => {
      const { profileId, name } = request.params;
      await profiles.removeSkill(requireUser(request).id, profileId, name);
      return detail(request, profileId);
    },
  );

  // Certificates come from finished courses (features/learning adds them when the seeker asks); the
  // seeker can take one off.
  app.delete(
    "/api/seeker/profiles/:profileId/certificates/:certificateId",
    {
      schema: {
        tags,
        params: profileParamsSchema.extend({ certificateId: z.string().max(40) }),
        response: { 200: detailReply, ...errors },
      },
    },
    async (request) => {
      const { profileId, certificateId } = request.params;
      await profiles.removeCertificate(requireUser(request).id, profileId, certificateId);
      return detail(request, profileId);
    },
  );
}
