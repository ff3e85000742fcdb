/** Career advice articles (spec: career article, career advice highlight), written as files in the repository. */
export { readArticles } from "./articles.ts";
export { registerCareerAdviceRoutes } from "./routes.ts";
export { createCareerAdviceService } from "./service.ts";
