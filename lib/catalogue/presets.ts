// Curated starting points for the wizard's first step: a framework and a feature set, as data. Applying one
// replaces the selection (the project name stays) and every choice stays editable afterwards.
// tests/unit/catalogue/presets.test.ts holds each of them to the server's validation and the generator.
import type { Framework } from './features';

export interface Preset {
  id: string;
  name: string;
  description: string;
  framework: Framework;
  /** Feature ids as a visitor would pick them: what validation always adds (env, gitignore, middleware) is left out. */
  features: readonly string[];
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'rest-api',
    name: 'REST API',
    description: 'Versioned CRUD routes, PostgreSQL with GORM, JWT auth, Swagger docs and Docker Compose.',
    framework: 'gin',
    features: ['postgresql', 'gorm', 'router', 'jwt-auth', 'swagger', 'config', 'logger', 'readme', 'docker', 'docker-compose', 'makefile'],
  },
  {
    id: 'microservice',
    name: 'Microservice',
    description: 'gRPC beside HTTP, type-safe SQL with migrations, Prometheus metrics and a CI workflow.',
    framework: 'echo',
    features: ['grpc', 'postgresql', 'sqlc', 'migrations', 'router', 'prometheus', 'config', 'logger', 'readme', 'docker', 'github-actions', 'makefile'],
  },
  {
    id: 'ai-chat',
    name: 'AI chat service',
    description: 'Chat endpoints on OpenAI and OpenRouter, JWT auth, and Redis for caching and rate limits.',
    framework: 'gin',
    features: ['openai', 'openrouter', 'redis', 'jwt-auth', 'swagger', 'config', 'logger', 'readme', 'docker'],
  },
  {
    id: 'realtime',
    name: 'Realtime',
    description: 'A WebSocket endpoint on Fiber with Redis, JWT auth and Prometheus metrics.',
    framework: 'fiber',
    features: ['websocket', 'redis', 'jwt-auth', 'prometheus', 'config', 'logger', 'readme', 'docker', 'docker-compose'],
  },
  {
    id: 'auth-service',
    name: 'Auth service',
    description: 'Register, login and OAuth2 sign-in issuing JWTs, with users kept in PostgreSQL.',
    framework: 'echo',
    features: ['postgresql', 'db', 'migrations', 'router', 'auth', 'jwt-auth', 'oauth2', 'swagger', 'config', 'logger', 'readme', 'docker'],
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Just the framework, typed configuration, structured logging and a README.',
    framework: 'gin',
    features: ['config', 'logger', 'readme'],
  },
];
