// The Complete screen's commands: the command line installed from the site, `gostarter new` as the
// project's gostarter.json writes it, and an `add` sample that validation accepts.
import { describe, expect, it } from 'vitest';
import { addExample, projectCommands } from '../../../lib/catalogue/commands';
import { PRESETS } from '../../../lib/catalogue/presets';
import { toProjectSpec, validateRequest } from '../../../lib/generation';
import { gostarterFileSchema } from '../../../lib/schemas/gostarter-file';
import { filesOf } from '../generator/helpers';

describe('projectCommands', () => {
  it("installs from the site, then gostarter.json's own command, the folder, an add and upgrade", () => {
    for (const preset of PRESETS) {
      // As the wizard sends them: the framework first, in the order picked.
      const chosen = [preset.framework, ...[...preset.features].reverse()];
      const { spec, validation } = toProjectSpec({ projectName: preset.id, framework: preset.framework, features: chosen });
      const record = gostarterFileSchema.parse(JSON.parse(filesOf(spec).get('gostarter.json')!));
      const lines = projectCommands({ site: 'https://go.example.com', regenerate: record.regenerate, projectName: preset.id, adjusted: validation.adjusted_features }).split('\n');
      expect(lines[0]).toBe('npm install -g https://go.example.com/cli/gostarter.tgz');
      expect(lines[1], preset.id).toBe(`gostarter new --from 'http://localhost:3000/?step=review&framework=${preset.framework}&features=${record.features.join(',')}&projectName=${preset.id}'`);
      expect(lines[1]).toBe(record.regenerate);
      expect(lines[2]).toBe(`cd ${preset.id}`);
      expect(lines.at(-1)).toBe('gostarter upgrade');
      const add = lines.find((l) => l.startsWith('gostarter add '));
      if (add) {
        const id = add.slice('gostarter add '.length);
        expect(validateRequest({ framework: preset.framework, features: [...chosen, id] }).is_valid, `${preset.id} + ${id}`).toBe(true);
      }
    }
  });

  it('suggests no add when every candidate is in the project or needs another feature', () => {
    expect(addExample(['gin', 'postgresql', 'jwt-auth', 'middleware', 'swagger', 'readme', 'docker', 'config', 'logger'])).toBeUndefined();
    expect(addExample(['gin'])).toBe('postgresql');
    expect(addExample(['gin', 'mysql'])).not.toBe('postgresql');
  });
});
