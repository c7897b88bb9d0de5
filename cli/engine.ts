// Where projects come from: the bundled engine (lib/generator with the go-templates copied beside the
// command, so it works offline) or, with --server, a deployed site's API. Both answer the same three
// questions with the same shapes; the commands do not know which one they asked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import type { ValidationResult } from '@/lib/catalogue/validate';
// Aliased: the name reads as a React hook to the linter, which it is not.
import { generatorVersion, useTemplates as readTemplatesFrom } from '@/lib/generator';
import type { ProjectFile } from '@/lib/generation/diff';
import { projectFiles, ZIP_LIMITS, ZipRefusedError, zipProjectFiles } from '@/lib/generation/project-files';
import { featuresResponse, specFromRequest, validateRequest, type GenerateRequest, type ValidateRequest } from '@/lib/generation/request';
import { featuresResponseSchema, validateResponseSchema, validationResultSchema } from '@/lib/schemas/generation';
import { GOSTARTER_FILE, gostarterFileSchema } from '@/lib/schemas/gostarter-file';
import { CliError, EXIT } from './errors';
import { withCloseMatches } from './suggest';

export type FeaturesAnswer = ReturnType<typeof featuresResponse>;

interface Generated {
  files: ProjectFile[];
  /** The version of the generator that wrote them (their gostarter.json's). */
  generatorVersion: string;
}

export interface Engine {
  /** How messages name it: "the bundled generator <version>" or the site's address. */
  readonly name: string;
  validate(req: ValidateRequest): Promise<ValidationResult>;
  /** The project's files; an invalid configuration is a CliError (exit 3) carrying the validation. */
  generate(req: GenerateRequest, site?: string): Promise<Generated>;
  features(): Promise<FeaturesAnswer>;
}

/** Set by tests and template authors to run the command on another go-templates copy. */
const TEMPLATES_VARIABLE = 'GOSTARTER_TEMPLATES';

/**
 * The go-templates the bundled engine reads: $GOSTARTER_TEMPLATES, else the copy beside the bundled
 * command (pack-cli puts it there), else the repository's own (running cli/main.ts from a checkout).
 */
function templatesDir(): string {
  const fromEnv = process.env[TEMPLATES_VARIABLE];
  if (fromEnv) return path.resolve(fromEnv);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = ['go-templates', '../go-templates'].map((p) => path.join(here, p)).find((p) => fs.existsSync(path.join(p, 'features.json')));
  if (!found) throw new CliError(EXIT.unexpected, 'NO_TEMPLATES', `The go-templates folder was not found beside ${here}: reinstall gostarter.`);
  return found;
}

let templatesChosen = false;
/** The bundled engine's generator version (a hash of its go-templates). */
export function bundledGeneratorVersion(): string {
  if (!templatesChosen) {
    readTemplatesFrom(templatesDir());
    templatesChosen = true;
  }
  return generatorVersion();
}

const invalid = (validation: ValidationResult, message = validation.errors.map((e) => e.message).join('; ')) =>
  new CliError(EXIT.invalid, validation.errors[0]?.error_code ?? 'INVALID_CONFIGURATION', message, { validation: withCloseMatches(validation) });

/** The engine in this package. */
function bundledEngine(): Engine {
  return {
    get name() {
      return `the bundled generator ${bundledGeneratorVersion()}`;
    },
    async validate(req) {
      bundledGeneratorVersion();
      return withCloseMatches(validateRequest(req));
    },
    async generate(req, site) {
      const version = bundledGeneratorVersion();
      let spec;
      try {
        ({ spec } = specFromRequest(req, site));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // A bad name carries no validation result: validateRequest gives it in the same shape.
        throw invalid(validateRequest(req), err.message);
      }
      return { files: await projectFiles(spec), generatorVersion: version };
    },
    async features() {
      bundledGeneratorVersion();
      return featuresResponse();
    },
  };
}

/** The most a JSON answer of a site may weigh (the catalogue, a validation, an error): GET /features is about 20 KiB. */
const JSON_ANSWER_LIMIT = 1024 * 1024;
const MiB = 1024 * 1024;

/** What a refusal of a site may say. */
const refusalSchema = z.object({ message: z.string().optional(), validation_result: validationResultSchema.optional() });

const jsonOf = (bytes: Uint8Array | string): unknown => {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
};

/** A deployed site's API (POST /api/v1/generate, POST /api/v1/generate/validate, GET /features). */
function serverEngine(server: string): Engine {
  let origin: string;
  try {
    origin = new URL(server).origin;
  } catch {
    throw new CliError(EXIT.usage, 'BAD_SERVER', `--server must be the site's address, like https://gostarter.example.com (got "${server}")`);
  }
  const notGostarter = (what: string) => new CliError(EXIT.server, 'SERVER_ERROR', `${origin} did not answer ${what}: is it a Gostarter site?`);
  /**
   * Asks the site and reads its answer as a stream: past `limit` bytes (declared or read) the request is
   * aborted, so a site sending without end costs neither memory nor time.
   */
  const call = async (route: string, limit: number, body?: unknown): Promise<{ res: Response; bytes: Uint8Array }> => {
    const stop = new AbortController();
    const tooLarge = () => {
      stop.abort();
      return new CliError(EXIT.server, 'SERVER_ANSWER_TOO_LARGE', `${origin}'s answer to ${route} is larger than ${limit / MiB} MiB, more than a Gostarter site sends: refused.`);
    };
    const chunks: Uint8Array[] = [];
    try {
      const res = await fetch(`${origin}${route}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(60_000)]),
      });
      if (Number(res.headers.get('content-length')) > limit) throw tooLarge();
      const reader = res.body?.getReader();
      let size = 0;
      for (;;) {
        const read = await reader?.read();
        if (!read || read.done) break;
        size += read.value.byteLength;
        if (size > limit) throw tooLarge();
        chunks.push(read.value);
      }
      return { res, bytes: Buffer.concat(chunks) };
    } catch (err) {
      if (err instanceof CliError) throw err;
      throw new CliError(EXIT.server, 'SERVER_UNREACHABLE', `Could not reach ${origin}: ${(err as Error).message}`);
    }
  };
  const refused = (res: Response, bytes: Uint8Array): never => {
    const parsed = refusalSchema.safeParse(jsonOf(bytes));
    const body = parsed.success ? parsed.data : {};
    if (body.validation_result && !body.validation_result.is_valid) throw invalid(body.validation_result, body.message);
    if (res.status === 400 && body.message) throw new CliError(EXIT.invalid, 'INVALID_REQUEST', body.message);
    throw new CliError(EXIT.server, 'SERVER_ERROR', `${origin} answered ${res.status}${body.message ? `: ${body.message}` : ''}`);
  };
  return {
    name: origin,
    async validate(req) {
      const { res, bytes } = await call('/api/v1/generate/validate', JSON_ANSWER_LIMIT, req);
      const answer = validateResponseSchema.safeParse(jsonOf(bytes));
      if (answer.success) return withCloseMatches(answer.data.validation_result);
      if (res.ok) throw notGostarter('a validation');
      return refused(res, bytes);
    },
    async generate(req) {
      const { res, bytes } = await call('/api/v1/generate', ZIP_LIMITS.bytes, req);
      if (!res.ok) return refused(res, bytes);
      let files;
      try {
        files = await zipProjectFiles(bytes, req.projectName);
      } catch (err) {
        if (!(err instanceof ZipRefusedError)) throw err;
        if (err.notAZip) throw notGostarter('a zip');
        throw new CliError(EXIT.server, 'SERVER_ZIP_REFUSED', `${origin}'s zip was refused: ${err.message}.`);
      }
      const record = files.find((f) => f.path === GOSTARTER_FILE);
      const parsed = record && gostarterFileSchema.safeParse(jsonOf(record.content));
      if (!parsed?.success) throw new CliError(EXIT.server, 'SERVER_ERROR', `${origin}'s project has no readable ${GOSTARTER_FILE}: is it a Gostarter site?`);
      return { files, generatorVersion: parsed.data.generatorVersion };
    },
    async features() {
      const { res, bytes } = await call('/features', JSON_ANSWER_LIMIT);
      if (!res.ok) return refused(res, bytes);
      const answer = featuresResponseSchema.safeParse(jsonOf(bytes));
      if (!answer.success) throw notGostarter('its catalogue');
      return answer.data as FeaturesAnswer;
    },
  };
}

export const engineFor = (server: string | undefined): Engine => (server ? serverEngine(server) : bundledEngine());
