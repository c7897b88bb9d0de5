// One inflection module for every name a resource or a field takes in a generated project:
// `loan_record` is the Go type `LoanRecord`, the package `loanrecords`, the table and JSON key
// `loan_records` and the route `/api/v1/loan-records`. Client-safe (the wizard shows the routes).
import pluralize from 'pluralize';
import { camelCase, kebabCase, pascalCase, split } from 'change-case';

/** Go's common initialisms (as golint and staticcheck spell them): `author_id` is `AuthorID`, not `AuthorId`. */
const INITIALISMS = new Set([
  'acl', 'api', 'ascii', 'cpu', 'css', 'dns', 'eof', 'guid', 'html', 'http', 'https', 'id', 'ip', 'json', 'lhs', 'qps', 'ram',
  'rhs', 'rpc', 'sla', 'smtp', 'sql', 'ssh', 'tcp', 'tls', 'ttl', 'udp', 'ui', 'uid', 'uuid', 'uri', 'url', 'utf8', 'vm', 'xml',
  'xmpp', 'xsrf', 'xss',
]);

const goNames = new Map<string, string>();

/** `author_id` -> `AuthorID` (an exported Go identifier). */
export function goName(snake: string): string {
  let name = goNames.get(snake);
  if (name === undefined) {
    name = exported(snake);
    if (goNames.size > 10_000) goNames.clear();
    goNames.set(snake, name);
  }
  return name;
}

function exported(snake: string): string {
  return split(snake)
    .map((w) => (INITIALISMS.has(w) ? w.toUpperCase() : pascalCase(w)))
    .join('');
}

/** `author_id` -> `authorID` (an unexported Go identifier). */
export function goLocalName(snake: string): string {
  const words = split(snake);
  const [first, ...rest] = words;
  return camelCase(first) + rest.map((w) => (INITIALISMS.has(w) ? w.toUpperCase() : pascalCase(w))).join('');
}

export function plural(snake: string): string {
  const words = split(snake);
  words[words.length - 1] = pluralize.plural(words[words.length - 1]);
  return words.join('_');
}

/** Whether the last word of a snake_case name is singular and countable (has a plural of its own). */
export function isSingularCountable(snake: string): boolean {
  const last = split(snake).pop() ?? '';
  return pluralize.isSingular(last) && pluralize.plural(last) !== last;
}

/** Every spelling of a resource's name the generated project uses. */
export interface ResourceNames {
  /** As declared: `loan_record`. */
  snake: string;
  /** `loan_records`: the table, the list's JSON key, file names. */
  snakes: string;
  /** `LoanRecord`: the Go type. */
  Name: string;
  /** `LoanRecords`: the Deps field, handler names (`listLoanRecords`). */
  Names: string;
  /** `loanRecord`: a local variable. */
  name: string;
  /** `loanRecords`. */
  names: string;
  /** `loanrecords`: the Go package (`internal/loanrecords`). */
  pkg: string;
  /** `loan-records`: the route (`/api/v1/loan-records`). */
  path: string;
  /** `loan record`: in messages. */
  label: string;
  /** `loan records`. */
  labels: string;
  /** `Loan records`: a heading, a link to its pages. */
  Labels: string;
}

const namesCache = new Map<string, ResourceNames>();

/** Every spelling of a resource's name; memoized, as a large model asks for the same names often. */
export function resourceNames(snake: string): ResourceNames {
  let names = namesCache.get(snake);
  if (!names) {
    names = spell(snake);
    if (namesCache.size > 10_000) namesCache.clear();
    namesCache.set(snake, names);
  }
  return names;
}

function spell(snake: string): ResourceNames {
  const snakes = plural(snake);
  return {
    snake,
    snakes,
    Name: goName(snake),
    Names: goName(snakes),
    name: goLocalName(snake),
    names: goLocalName(snakes),
    pkg: snakes.replace(/_/g, ''),
    path: kebabCase(snakes),
    label: snake.replace(/_/g, ' '),
    labels: snakes.replace(/_/g, ' '),
    Labels: snakes[0].toUpperCase() + snakes.slice(1).replace(/_/g, ' '),
  };
}
