// What the command line's exit codes mean, and the one error that carries one. Scripts branch on the
// code; the message says what happened and what to do.
import type { ValidationResult } from '@/lib/catalogue/validate';

export const EXIT = {
  ok: 0,
  /** Anything unforeseen (a bug, a file that cannot be written). */
  unexpected: 1,
  /** The command line itself: an unknown command or option, a missing argument, an unreadable file. */
  usage: 2,
  /** The configuration asked for is refused: unknown ids, broken rules, a bad name or model. */
  invalid: 3,
  /** The place cannot be worked on: git missing, not a repository, uncommitted changes, no pristine branch, a folder in the way. */
  repository: 4,
  /** The merge stopped on conflicts: git's conflict state is left for the user to resolve. */
  conflicts: 5,
  /** The project was made by another generator version than the one at hand (adopt). */
  versionMismatch: 6,
  /** The site given with --server could not be reached or did not answer as expected. */
  server: 7,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    /** A stable name for scripts (`--json`'s error.code). */
    readonly code: string,
    message: string,
    /** What a script may want besides the message: the validation result, the conflicting files... */
    readonly details?: { validation?: ValidationResult; conflicts?: string[]; [key: string]: unknown },
  ) {
    super(message);
  }
}
