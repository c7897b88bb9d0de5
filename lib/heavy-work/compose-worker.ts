// A worker thread of the composition pool (compose.ts): composes the selections it is sent, one at a
// time, and answers each with the composition or the error's message.
import { parentPort } from 'node:worker_threads';
import { composeSelection, type ProjectSpec } from '@/lib/generator';

parentPort!.on('message', (spec: ProjectSpec) => {
  try {
    parentPort!.postMessage({ composed: composeSelection(spec) });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
