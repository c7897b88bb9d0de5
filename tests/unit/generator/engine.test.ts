// The engine's building blocks: the template language, import merging and go.mod layout.
import { describe, expect, it } from 'vitest';
import { mergeImports, parseImports } from '../../../lib/generator/goimports';
import { goModAndSum } from '../../../lib/generator/gomod';
import type { LockData } from '../../../lib/generator/library';
import { validateManifest } from '../../../lib/generator/manifest';
import { parseTemplate, renderTemplate, tidyBlankLines, type Values } from '../../../lib/generator/template';

const values = { projectName: 'demo', module: 'demo', framework: 'gin', frameworkName: 'Gin' } as Values;

describe('templates', () => {
  it('fills values and indents each slot contribution like its marker', () => {
    const t = parseTemplate('t.go', 'package {{@module}}\n\nfunc run() {\n\t{{@slot:main.setup}}\n}\n');
    const out = renderTemplate(t, values, (name) => (name === 'main.setup' ? 'a := 1\nif a > 0 {\n\tb()\n}' : ''));
    expect(out).toBe('package demo\n\nfunc run() {\n\ta := 1\n\tif a > 0 {\n\t\tb()\n\t}\n}\n');
  });

  it('drops the marker line of an empty slot and passes the separator the marker asks for', () => {
    const t = parseTemplate('t.md', 'a\n{{@slot:x}}\n{{@lines:y}}\nb\n');
    const seen: string[] = [];
    expect(renderTemplate(t, values, (name, sep) => (seen.push(`${name}:${JSON.stringify(sep)}`), ''))).toBe('a\nb\n');
    expect(seen).toEqual(['x:"\\n\\n"', 'y:"\\n"']);
  });

  it('joins JSON items with commas, and writes a header only above contributions', () => {
    const t = parseTemplate('t.yml', '[\n  {{@items:i}}\n]\napp:\n  {{@lines:d|depends_on:}}\n  {{@lines:none|volumes:}}\n');
    const out = renderTemplate(t, values, (name, sep) => (name === 'i' ? ['{"a": 1}', '{"b": 2}'].join(sep) : name === 'd' ? 'db:\n  condition: healthy' : ''));
    expect(out).toBe('[\n  {"a": 1},\n  {"b": 2}\n]\napp:\n  depends_on:\n    db:\n      condition: healthy\n');
  });

  it('rejects unknown values and slot markers sharing a line', () => {
    expect(() => parseTemplate('t', 'x {{@nope}}')).toThrow(/unknown template value/);
    expect(() => parseTemplate('t', 'x {{@slot:a}}')).toThrow(/alone on its line/);
  });

  it("refuses a template holding a control character the generator uses as a marker for the project's names", () => {
    expect(() => parseTemplate('t.go', 'package a\n// \u0080\n')).toThrow('t.go: holds the control character U+0080, which the generator reserves');
    expect(() => parseTemplate('t.go', 'package a\n// caf\u00e9\n')).not.toThrow();
  });

  it('leaves other brace syntaxes alone', () => {
    const text = 'run: ${{ matrix.go }} {{ .Name }}\n';
    expect(renderTemplate(parseTemplate('t', text), values, () => '')).toBe(text);
  });

  it('tidies the blank lines that empty or joined slots leave', () => {
    expect(tidyBlankLines('\n\nfunc f() {\n\n\ta()\n\n\n\tb()\n\n}\n\n', true)).toBe('func f() {\n\ta()\n\n\tb()\n}\n');
    expect(tidyBlankLines('# T\n\n\n\ntext  \n\n', false)).toBe('# T\n\ntext\n');
  });

  it('finds each untidy place alone in an otherwise tidy file, and leaves a tidy one as it is', () => {
    const tidy = 'package a\n\nfunc f() {\n\ta()\n\n\tb()\n}\n';
    expect(tidyBlankLines(tidy, true)).toBe(tidy);
    const cases: [string, boolean, string][] = [
      ['\npackage a\n', false, 'package a\n'], // a blank line first
      ['a\n\n\nb\n', false, 'a\n\nb\n'], // two in a row
      ['a \nb\n', false, 'a\nb\n'], // trailing blanks
      ['a\n\t\n\nb\n', false, 'a\n\nb\n'], // a line of blanks beside a blank line
      ['a', false, 'a\n'], // no line end at the end
      ['a\n\n', false, 'a\n'], // two at the end
      ['func f() {\n\n\ta()\n}\n', true, 'func f() {\n\ta()\n}\n'], // after an opening brace
      ['x := f(\n\n\ta,\n)\n', true, 'x := f(\n\ta,\n)\n'], // after an opening parenthesis
      ['func f() {\n\ta()\n\n}\n', true, 'func f() {\n\ta()\n}\n'], // before a closing brace
      ['x := f(\n\ta,\n\n  )\n', true, 'x := f(\n\ta,\n  )\n'], // before a closing parenthesis, after blanks
      ['a {\n\nb\n', false, 'a {\n\nb\n'], // not Go: a blank line after a brace stays
    ];
    for (const [text, isGo, want] of cases) expect(tidyBlankLines(text, isGo), JSON.stringify(text)).toBe(want);
  });
});

describe('Go imports', () => {
  it('reads block and single imports with aliases', () => {
    const src = 'package x\n\nimport "fmt"\n\nimport (\n\t"os"\n\n\tr "github.com/a/b"\n\t_ "embed"\n)\n';
    expect(parseImports(src)).toEqual([{ path: 'os' }, { name: 'r', path: 'github.com/a/b' }, { name: '_', path: 'embed' }, { path: 'fmt' }]);
  });

  it('adds imports in goimports groups: standard library, third party, the module', () => {
    const src = 'package x\n\nimport (\n\t"os"\n\n\t"demo/internal/config"\n)\n\nfunc f() {}\n';
    const out = mergeImports(src, [{ path: 'github.com/x/y' }, { path: 'crypto/rand' }, { path: 'demo/internal/app' }, { path: 'os' }], 'demo', 'x.go');
    expect(out).toBe(
      'package x\n\nimport (\n\t"crypto/rand"\n\t"os"\n\n\t"github.com/x/y"\n\n\t"demo/internal/app"\n\t"demo/internal/config"\n)\n\nfunc f() {}\n',
    );
  });

  it('turns a single import into a block', () => {
    const out = mergeImports('package x\n\nimport "fmt"\n', [{ path: 'os' }], 'demo', 'x.go');
    expect(out).toBe('package x\n\nimport (\n\t"fmt"\n\t"os"\n)\n');
  });
});

describe('go.mod and go.sum', () => {
  const lock: LockData = {
    go: '1.26.0',
    modules: [
      ['example.com/a', 'v1.0.0'],
      ['example.com/b', 'v1.1.0'],
      ['example.com/c', 'v0.3.0'],
      ['example.com/d', 'v0.4.0'],
    ],
    // a's go.mod asks for d at its version here; b's does not.
    implies: [[3], [], [], []],
    sum: ['example.com/a v1.0.0 h1:A=', 'example.com/a v1.0.0/go.mod h1:AM=', 'example.com/b v1.1.0 h1:B=', 'example.com/c v0.3.0/go.mod h1:CM='],
    packages: {
      'example.com/a/pkg': { module: 0, require: [0, 1], provide: [0, 1], sum: [0, 1, 2] },
      'example.com/b': { module: 1, require: [1], provide: [1], sum: [2, 3] },
      // b2 alone needs a line for d, only to raise it to v0.4.0.
      'example.com/b/b2': { module: 1, require: [1, 3], provide: [1], sum: [2, 3] },
    },
  };

  it('unions the requirements of the imported packages, direct ones first, and their go.sum lines', () => {
    const { goMod, goSum } = goModAndSum('demo', ['fmt', 'demo/internal/x', 'example.com/a/pkg'], lock);
    expect(goMod).toBe('module demo\n\ngo 1.26.0\n\nrequire example.com/a v1.0.0\n\nrequire example.com/b v1.1.0 // indirect\n');
    expect(goSum).toBe('example.com/a v1.0.0 h1:A=\nexample.com/a v1.0.0/go.mod h1:AM=\nexample.com/b v1.1.0 h1:B=\n');

    const both = goModAndSum('demo', ['example.com/a/pkg', 'example.com/b'], lock);
    expect(both.goMod).toContain('require (\n\texample.com/a v1.0.0\n\texample.com/b v1.1.0\n)\n');
    expect(both.goSum.split('\n').filter(Boolean)).toHaveLength(4);
  });

  it('leaves out a line that only raised a module when a module the project builds on asks for that version, as go mod tidy does', () => {
    expect(goModAndSum('demo', ['example.com/b/b2'], lock).goMod).toContain('example.com/d v0.4.0 // indirect');
    expect(goModAndSum('demo', ['example.com/b/b2', 'example.com/a/pkg'], lock).goMod).not.toContain('example.com/d');
  });

  it('throws when an import is missing from the lock data', () => {
    expect(() => goModAndSum('demo', ['example.com/unknown'], lock)).toThrow(/no entry for example\.com\/unknown/);
  });
});

describe('manifests', () => {
  it('reports every problem of a manifest at once', () => {
    expect(() => validateManifest({ id: 'X', env: [{ name: 'lower', value: 1 }], colour: 'red' }, 'm.json', true)).toThrow(
      /unknown key "colour".*id must.*env\[0\]\.name.*env\[0\]\.value/,
    );
  });

  it('refuses a name or description: those are the catalogue\'s', () => {
    for (const key of ['name', 'description']) {
      expect(() => validateManifest({ id: 'x', [key]: 'X' }, 'm.json', true)).toThrow(new RegExp(`unknown key "${key}" \\(names and descriptions live in lib/catalogue/features\\.ts\\)`));
    }
  });
});
