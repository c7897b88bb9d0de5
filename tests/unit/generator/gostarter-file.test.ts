// gostarter.json: every project records how it was made, in the shape its JSON Schema declares.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generatorVersion, type ProjectSpec } from '../../../lib/generator';
import { toProjectSpec } from '../../../lib/generation';
import { gostarterFileSchema, type GostarterFile } from '../../../lib/schemas/gostarter-file';
import { filesOf } from './helpers';

const recordOf = (spec: ProjectSpec): GostarterFile => gostarterFileSchema.parse(JSON.parse(filesOf(spec).get('gostarter.json')!));
const specOf = (features: string[], resources?: ProjectSpec['resources']) =>
  toProjectSpec({ projectName: 'library', framework: 'chi', features, ...(resources ? { resources } : {}) }).spec;

describe('gostarter.json', () => {
  it('records the name, the framework, the features as chosen and as adjusted, the generator and the command', () => {
    const record = recordOf(specOf(['sqlc', 'postgresql']));
    expect(record).toMatchObject({
      projectName: 'library',
      framework: 'chi',
      features: ['postgresql', 'sqlc'],
      generatorVersion: generatorVersion(),
      regenerate: "gostarter new --from 'http://localhost:3000/?step=review&framework=chi&features=postgresql,sqlc&projectName=library'",
    });
    expect(record.adjustedFeatures[0]).toBe('chi');
    expect(record.adjustedFeatures).toEqual(expect.arrayContaining(['postgresql', 'sqlc', 'env', 'gitignore', 'middleware']));
    expect(record.resources).toBeUndefined();
    expect(record.$schema).toBe('http://localhost:3000/schemas/gostarter.json');
  });

  it('keeps the model, and the command carries it in its link', () => {
    const model = [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }] }];
    const record = recordOf(specOf(['postgresql'], model));
    expect(record.resources).toEqual(model);
    expect(record.features).toEqual(['postgresql']);
    expect(record.adjustedFeatures).toContain('router');
    const link = new URL(record.regenerate.slice("gostarter new --from '".length, -1));
    expect(JSON.parse(Buffer.from(link.searchParams.get('resources')!, 'base64url').toString('utf8'))).toEqual(model);
    expect(link.searchParams.get('history')).toBeNull();
  });

  it('tells apart two choices that adjust to the same features, and not two orders of one choice', () => {
    const dockerOnly = specOf(['docker-compose']);
    const both = specOf(['docker-compose', 'docker']);
    expect(new Set(dockerOnly.features)).toEqual(new Set(both.features));
    expect(recordOf(dockerOnly).features).toEqual(['docker-compose']);
    expect(recordOf(both).features).toEqual(['docker', 'docker-compose']);
    expect(filesOf(specOf(['docker', 'docker-compose'])).get('gostarter.json')).toBe(filesOf(both).get('gostarter.json'));
  });

  it('names the project in the file even though the selection is composed once for every name', () => {
    const spec = specOf(['docker']);
    expect(recordOf({ ...spec, projectName: 'other-name' }).projectName).toBe('other-name');
    expect(recordOf({ ...spec, projectName: 'other-name' }).regenerate).toMatch(/&projectName=other-name'$/);
  });

  it('has a JSON Schema that lists the catalogue’s ids', () => {
    const schema = z.toJSONSchema(gostarterFileSchema) as { properties: Record<string, { enum?: string[]; items?: { enum?: string[] } }> };
    expect(schema.properties.framework.enum).toEqual(['gin', 'echo', 'fiber', 'chi', 'stdlib']);
    expect(schema.properties.features.items?.enum).toEqual(expect.arrayContaining(['postgresql', 'jwt-auth', 'sqlc']));
  });
});
