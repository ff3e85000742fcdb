/**
 * Starts the learning provider: configuration (a bad value stops it, naming the variable), the HTTP
 * service on LEARNING_PROVIDER_PORT and the webhook deliveries. Stops cleanly on SIGINT/SIGTERM.
 *   node apps/learning-provider/src/main.ts      (npm start runs it beside the portal in demo mode)
 */
import { buildProvider } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const provider = await buildProvider({ config });
  provider.webhooks?.start();
  await provider.app.listen({ host: config.host, port: config.port });
  provider.app.log.info(
    `learning provider: ${provider.catalogue.catalogue.courses.length} courses at ${config.publicUrl} (data in ${config.dataDir}, sign-in through ${config.oidc.issuer}${provider.media.hasFfmpeg ? "" : ", no ffmpeg: previews answer 404"})`,
  );
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    provider.app.log.info(`${signal}: stopping the learning provider`);
    await provider.app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `learning provider failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
