// A stdio MCP server for tests/api/mcp-stdio.test.ts: lib/mcp's tools with a host whose generate and add
// write the project into a folder under the working directory, as the command line's host does.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { generateRequestSchema, toProjectSpec, type GenerateRequest } from '@/lib/generation';
// Not a React hook, whatever its name says.
import { generateProjectFiles, useTemplates as readTemplatesFrom } from '@/lib/generator';
import { hostTool } from '@/lib/mcp/server';
import { serveStdio } from '@/lib/mcp/stdio';

const written = z.object({ folder: z.string(), files: z.number().int() });

function write(req: GenerateRequest): z.infer<typeof written> {
  const { spec } = toProjectSpec(req);
  const folder = path.resolve(spec.projectName);
  const files = generateProjectFiles(spec);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(folder, file.path)), { recursive: true });
    fs.writeFileSync(path.join(folder, file.path), file.content);
  }
  return { folder, files: files.length };
}

// The templates of this checkout; projects go to the working directory the test gives.
readTemplatesFrom(path.resolve(__dirname, '../../go-templates'));

serveStdio({
  beforeCostlyWork: async () => {},
  generate: hostTool({
    title: 'Generate a project',
    description: 'Writes the project of a configuration into a folder named after it.',
    inputSchema: generateRequestSchema,
    outputSchema: written,
    run: async (input) => {
      const result = write(input);
      return { text: `Wrote ${result.files} files into ${result.folder}`, result };
    },
  }),
  add: hostTool({
    title: 'Add features',
    description: "Adds features to the project in a folder, read from its gostarter.json.",
    inputSchema: z.object({ folder: z.string(), features: z.array(z.string()).min(1) }),
    outputSchema: written,
    run: async ({ folder, features }) => {
      const file = JSON.parse(fs.readFileSync(path.join(folder, 'gostarter.json'), 'utf8'));
      const result = write({ projectName: file.projectName, framework: file.framework, features: [...file.features, ...features], resources: file.resources });
      return { text: `Wrote ${result.files} files into ${result.folder}`, result };
    },
  }),
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
