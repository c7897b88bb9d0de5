// The signed-in user's project history (spec sections 2, 4 and 7). Route handlers under app/api/history
// call these; see service.ts for the rules.
export * from './query';
export * from './service';
export { recordGeneration } from './record';
export { growProject, growRequestSchema, upgradeProject } from './grow';
