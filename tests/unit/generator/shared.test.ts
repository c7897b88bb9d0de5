// Shared parts (go-templates/shared/<id>/): code several features or frameworks share, composed once
// when any of them is selected. Checked on a small library of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { composeProject } from '../../../lib/generator/compose';
import { loadLibrary } from '../../../lib/generator/library';

let root = '';
const roots: string[] = [];

function write(rel: string, content: string) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A library with gin, echo and fiber, three features and two shared parts; `extra` adds or replaces files. */
function fixture(extra: Record<string, string> = {}) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-shared-'));
  roots.push(root);
  const files: Record<string, string> = {
    'versions.json': JSON.stringify({ go: '1.26.0', dockerBuildImage: 'golang:1.26', modules: {} }),
    'features.json': JSON.stringify(['redis', 'openai', 'openrouter']),
    'base/files/base.txt': 'base\n',
    'base/files/list.txt': 'list:\n{{@lines:list}}\n',
    'frameworks/gin/manifest.json': '{"id": "gin"}',
    'frameworks/gin/slots/list.txt': '- gin',
    'frameworks/echo/manifest.json': '{"id": "echo"}',
    'frameworks/fiber/manifest.json': '{"id": "fiber"}',
    'frameworks/fiber/files/run.txt': 'fiber run\n',
    'features/redis/manifest.json': '{"id": "redis"}',
    'features/openai/manifest.json': '{"id": "openai"}',
    'features/openai/with-net-http/files/openai-http.txt': 'openai on net/http\n',
    'features/openai/without-net-http/files/openai-other.txt': 'openai elsewhere\n',
    'features/openrouter/manifest.json': '{"id": "openrouter"}',
    'shared/llm/manifest.json': '{"sharedBy": ["openai", "openrouter"]}',
    'shared/llm/files/llm.txt': 'llm\n',
    'shared/llm/with-gin/files/llm-gin.txt': 'llm on gin\n',
    'shared/net-http/manifest.json': '{"sharedBy": ["gin", "echo"]}',
    'shared/net-http/files/run.txt': 'net/http run\n',
    'shared/net-http/slots/list.txt': '- net/http',
    ...extra,
  };
  for (const [rel, content] of Object.entries(files)) write(rel, content);
  return loadLibrary(root);
}

function paths(framework: 'gin' | 'echo' | 'fiber', features: string[], extra?: Record<string, string>) {
  const files = composeProject(fixture(extra), { projectName: 'demo', framework, features: [framework, ...features] });
  return new Map(files.map((f) => [f.path, f.content]));
}

afterEach(() => {
  for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('shared parts', () => {
  it('come with any framework that shares them, before the framework in slot order', () => {
    for (const fw of ['gin', 'echo'] as const) {
      const files = paths(fw, []);
      expect(files.get('run.txt')).toBe('net/http run\n');
      expect(files.has('llm.txt')).toBe(false);
    }
    expect(paths('gin', []).get('list.txt')).toBe('list:\n- net/http\n- gin\n');
    expect(paths('fiber', []).get('run.txt')).toBe('fiber run\n');
  });

  it('come once with any of the features that share them, with their own variants', () => {
    expect([...paths('echo', ['openai', 'openrouter']).keys()].filter((p) => p.startsWith('llm'))).toEqual(['llm.txt']);
    expect(paths('fiber', ['openrouter']).has('llm.txt')).toBe(true);
    expect(paths('gin', ['openrouter']).get('llm-gin.txt')).toBe('llm on gin\n');
    expect(paths('gin', ['redis']).has('llm.txt')).toBe(false);
  });

  it('count as selected for the with-<id> and without-<id> variants of other parts', () => {
    expect(paths('gin', ['openai']).has('openai-http.txt')).toBe(true);
    expect(paths('gin', ['openai']).has('openai-other.txt')).toBe(false);
    expect(paths('fiber', ['openai']).has('openai-http.txt')).toBe(false);
    expect(paths('fiber', ['openai']).has('openai-other.txt')).toBe(true);
  });

  it('may not provide a path their framework provides too', () => {
    expect(() => paths('gin', [], { 'frameworks/gin/files/run.txt': 'gin run\n' })).toThrow(/both provide run\.txt/);
  });

  it('are refused without sharedBy, with an unknown id in it, or named like a feature', () => {
    expect(() => fixture({ 'shared/llm/manifest.json': '{}' })).toThrow(/"sharedBy" must list/);
    expect(() => fixture({ 'shared/llm/manifest.json': '{"sharedBy": ["cassandra"]}' })).toThrow(/names "cassandra"/);
    expect(() => fixture({ 'shared/redis/manifest.json': '{"sharedBy": ["gin"]}' })).toThrow(/already a feature or framework id/);
    expect(() => fixture({ 'features/redis/with-gin/manifest.json': '{"sharedBy": ["gin"]}' })).toThrow(/"sharedBy" belongs in the root manifest/);
  });
});
