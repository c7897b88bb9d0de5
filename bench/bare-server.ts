// The floor of bench:keep: a plain Node http server, in a process of its own as the site's is, sending
// the same bytes as POST /api/v1/generate for the same body. It reads the JSON body, checks the name and
// the selection, builds the zip with the site's generator and answers it with the site's headers; no
// Next.js, no database. What the site costs above it is the framework and the recording.
//
//   tsx bench/bare-server.ts <port>
import http from 'node:http';
import { projectNameError } from '@/lib/catalogue/project-name';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectZip, implementedFeatureIds } from '@/lib/generator';

const port = Number(process.argv[2]);

async function answer(body: string): Promise<{ status: number; zip?: Uint8Array; name?: string }> {
  const { projectName, framework, features } = JSON.parse(body) as { projectName: string; framework: string; features: string[] };
  if (projectNameError(projectName)) return { status: 400 };
  const validation = validateConfiguration({ framework, features }, implementedFeatureIds());
  if (!validation.is_valid) return { status: 400 };
  const zip = await generateProjectZip({ projectName, framework: framework as never, features: validation.adjusted_features });
  return { status: 200, zip, name: projectName };
}

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      answer(Buffer.concat(chunks).toString('utf8')).then(
        ({ status, zip, name }) => {
          if (!zip) return res.writeHead(status).end();
          res.writeHead(200, {
            'Cache-Control': 'private, no-store',
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="${name}.zip"`,
            'X-Content-Type-Options': 'nosniff',
            'Content-Length': zip.byteLength,
          });
          res.end(zip);
        },
        () => res.writeHead(400).end(),
      );
    });
  })
  .listen(port, '127.0.0.1');
