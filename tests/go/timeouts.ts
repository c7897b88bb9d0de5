// How long the verification of generated projects waits, in one place. Each wait is for something to
// be ready or to answer (never a fixed pause), so a generous bound costs nothing when the machine is
// quick and keeps a slow or loaded machine (2 cores vetting and linting three projects at once) from
// failing a check that would pass. A request that still times out is retried once (probes.ts).

/** A service's GET /health answering 200 after its binary starts (connections to every server first). */
export const HEALTH_MS = 60_000;
/** One attempt of GET /health while waiting for it. */
export const HEALTH_ATTEMPT_MS = 5_000;
/** One request of a probe to a running service (bcrypt, a database round trip, a broker publish). */
export const REQUEST_MS = 30_000;
/** A service's exit after SIGTERM (graceful shutdown drains connections and stops consumers). */
export const STOP_MS = 30_000;
/** A command of the Go toolchain or a judging tool on one project (vet, build, test, lint, ...). */
export const COMMAND_MS = 20 * 60_000;
/** A short command: a database client's statement, a tool's version. */
export const SHORT_COMMAND_MS = 60_000;
/** A server the run starts itself (kfake, MinIO) accepting connections. */
export const SERVER_START_MS = 60_000;
/** air building and serving the project (`make dev`): a build with the race detector's compile. */
export const AIR_START_MS = 180_000;
/**
 * air's exit after SIGINT: under the kill_delay of the project's .air.toml (12 s), so that the service
 * stopped by itself rather than being killed.
 */
export const AIR_STOP_MS = 11_000;
/** A service that cannot reach MongoDB stopping by itself (its connect timeout is 2 s in the check). */
export const MONGODB_REFUSAL_MS = 60_000;
