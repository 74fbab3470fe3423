// Runs the ESM-only OpenAPI tools outside jest's module system, on a document in a file:
//   node openapi-tools.mjs lint <file>   prints Redocly's problems (recommended rules, three off) as JSON
//   node openapi-tools.mjs types <file>  prints the openapi-typescript declarations
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [command, file] = process.argv.slice(2);

if (command === 'lint') {
  const { createConfig, lintFromString } = await import('@redocly/openapi-core');
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // The server is PUBLIC_URL, which is localhost in tests and on a first run.
      'no-server-example.com': 'off',
      // /api/files/download/{id} and /api/files/{id}/public are fixed by existing clients; ids are UUIDs, never "download".
      'no-ambiguous-paths': 'off',
      // GET /api/health and OPTIONS /api/uploads have no 4xx answer; openapi.e2e-spec.ts checks every other route's error codes.
      'operation-4xx-response': 'off',
    },
  });
  const problems = await lintFromString({
    source: readFileSync(file, 'utf8'),
    absoluteRef: pathToFileURL(file).href,
    config,
  });
  process.stdout.write(
    JSON.stringify(
      problems.map(({ ruleId, severity, message, location }) => ({
        ruleId,
        severity,
        message,
        pointer: location[0]?.pointer,
      })),
    ),
  );
} else if (command === 'types') {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(readFileSync(file, 'utf8')));
  process.stdout.write(astToString(ast));
} else {
  process.stderr.write('usage: openapi-tools.mjs lint|types <file>\n');
  process.exitCode = 2;
}
