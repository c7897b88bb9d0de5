// Conflict and dependency rules between features, as data. validate.ts applies them; /features
// publishes them; the wizard runs the same functions in the browser.
import { FRAMEWORK_INFOS } from './features';

export interface ExclusiveGroup {
  code: string;
  members: string[];
  message: string;
  suggestions: string[];
}

/** `feature` needs at least one of `anyOf` in the selection. */
export interface RequiresOneOf {
  code: string;
  feature: string;
  anyOf: string[];
  message: string;
  suggestions: string[];
}

/** Selecting `feature` adds `adds` automatically. */
export interface AutoAdd {
  feature: string;
  adds: string[];
  reason: string;
}

/** Both together are allowed but worth a word. */
export interface WarningRule {
  feature: string;
  withAnyOf: string[];
  message: string;
}

const SQL_DATABASES = ['postgresql', 'mysql', 'sqlite'];
const SERVER_DATABASES = [...SQL_DATABASES, 'mongodb'];
/** Where the API's resource is stored: one of them at most (none keeps it in memory). */
const PRIMARY_DATABASES = [...SERVER_DATABASES, 'badger'];
/** Databases that sit beside a primary one. */
const CACHE_DATABASES = ['redis'];
/** The databases a project connects to, primary or cache (the documentation describes each). */
export const DATABASES = [...SERVER_DATABASES, ...CACHE_DATABASES];

export const EXCLUSIVE_GROUPS: ExclusiveGroup[] = [
  {
    code: 'MULTIPLE_FRAMEWORKS',
    members: FRAMEWORK_INFOS.map((f) => f.id),
    message: 'Multiple frameworks selected',
    suggestions: ['Choose only one base framework:', ...FRAMEWORK_INFOS.map((f) => `${f.name}: ${f.framework.tagline}`)],
  },
  {
    code: 'MULTIPLE_PRIMARY_DB',
    members: PRIMARY_DATABASES,
    message: 'Multiple primary databases selected',
    suggestions: ['Choose only one primary database:', 'Relational: MySQL, PostgreSQL, or SQLite', 'NoSQL: MongoDB', 'Embedded key-value: Badger'],
  },
  {
    code: 'MULTIPLE_ORMS',
    members: ['gorm', 'sqlc'],
    message: 'Multiple ORMs selected',
    suggestions: [
      'Choose one data-access approach:',
      'GORM: a full ORM with models, associations and hooks',
      'sqlc: type-safe Go generated from plain SQL queries',
    ],
  },
];

const needsSql = (feature: string, name: string, what: string): RequiresOneOf => ({
  code: 'REQUIRES_SQL_DATABASE',
  feature,
  anyOf: SQL_DATABASES,
  message: `${name} needs a SQL database`,
  suggestions: [`Add PostgreSQL, MySQL or SQLite to use ${what}`, `Or remove ${name}`],
});

export const REQUIRES: RequiresOneOf[] = [
  needsSql('gorm', 'GORM', 'GORM models'),
  needsSql('sqlc', 'sqlc', 'generated queries'),
  needsSql('migrations', 'Migrations', 'SQL migrations'),
  {
    code: 'REQUIRES_DATABASE',
    feature: 'db',
    anyOf: SERVER_DATABASES,
    message: 'The database layer needs a database',
    suggestions: ['Add PostgreSQL, MySQL, SQLite or MongoDB', 'Or remove the database layer'],
  },
];

export const ALWAYS_ADDED = ['env', 'gitignore', 'middleware'];

export const AUTO_ADD: AutoAdd[] = [
  { feature: 'grpc', adds: ['proto'], reason: 'gRPC services are defined in .proto files' },
  { feature: 'asynq', adds: ['redis'], reason: 'Background jobs are queued in Redis' },
  { feature: 'docker-compose', adds: ['docker'], reason: 'Compose builds the app from its Dockerfile' },
  // A data-access layer serves the API's resource: without the router its code would reach no binary.
  { feature: 'db', adds: ['router'], reason: 'The database layer stores the resource the REST API serves' },
  { feature: 'gorm', adds: ['router'], reason: 'GORM stores the resource the REST API serves' },
  { feature: 'sqlc', adds: ['router'], reason: "sqlc's queries store the resource the REST API serves" },
  { feature: 'badger', adds: ['router'], reason: 'Badger stores the resource the REST API serves' },
  // The mailer sends the accounts' e-mails: without accounts nothing would call it.
  { feature: 'smtp', adds: ['auth'], reason: 'The mailer sends the welcome e-mail of new accounts' },
];

export const WARNINGS: WarningRule[] = [
  {
    feature: 'redis',
    withAnyOf: PRIMARY_DATABASES,
    message: 'Redis is added as a cache beside your primary database; both are configured.',
  },
];

export const CONFLICT_RULES = {
  exclusive_groups: EXCLUSIVE_GROUPS,
  requires: REQUIRES,
  always_added: ALWAYS_ADDED,
  auto_add: AUTO_ADD,
  warnings: WARNINGS,
};
