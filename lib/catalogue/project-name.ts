// Project-name rules (spec section 5), shared by the server and the wizard. The name becomes the Go
// module path, the binary name and the zip's folder, so it must be safe for all three.

export const PROJECT_NAME_MAX = 64;
export const DEFAULT_PROJECT_NAME = 'go-microservice';

// A dotless module path equal to a standard-library package would shadow it ("fmt/internal/..."), and
// these words are patterns or reserved names for the go command or for Windows file systems.
const RESERVED = new Set(
  (
    'all std cmd tool vendor testdata main internal builtin unsafe ' +
    'archive bufio bytes cmp compress container context crypto database debug embed encoding errors expvar ' +
    'flag fmt go hash html image index io iter log maps math mime net os path plugin reflect regexp runtime ' +
    'slices sort strconv strings structs sync syscall testing text time unicode unique weak ' +
    'con prn aux nul com1 com2 com3 com4 com5 com6 com7 com8 com9 lpt1 lpt2 lpt3 lpt4 lpt5 lpt6 lpt7 lpt8 lpt9'
  ).split(' '),
);

// The allowed characters in words: the one source of the helper text and of the error about characters,
// which the review's field, the generating screen's toast and the server all show.
const ALLOWED = 'letters, numbers, underscores and hyphens';

/** The rule as the review's helper text states it. */
export const PROJECT_NAME_RULE = `${ALLOWED[0].toUpperCase()}${ALLOWED.slice(1)}, starting with a letter or a digit, up to ${PROJECT_NAME_MAX} characters.`;

/** What to do about a refused name, as the server's and the wizard's suggestion say it. */
export const PROJECT_NAME_SUGGESTION = `Use ${ALLOWED}, starting with a letter or a digit`;

/** Returns the problem with the name, or null when it is fine. */
export function projectNameError(name: string): string | null {
  if (name.length === 0) return 'This field is required';
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return `Project name can only contain ${ALLOWED}`;
  if (!/^[A-Za-z0-9]/.test(name)) return 'Project name must start with a letter or a digit';
  if (name.length > PROJECT_NAME_MAX) return `Project name must be at most ${PROJECT_NAME_MAX} characters`;
  if (RESERVED.has(name.toLowerCase())) return `'${name}' is reserved by Go; choose another project name`;
  return null;
}

/** What the wizard sends: characters outside the allowed set are stripped. */
export function sanitizeProjectName(raw: string): string {
  return raw.replace(/[^A-Za-z0-9_-]/g, '');
}
