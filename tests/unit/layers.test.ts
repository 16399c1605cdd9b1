// The layer rules of .dependency-cruiser.cjs (npm run layers) catch what decision 013 forbids: run on
// a small tree of fixtures, each file breaking one rule (and three files that break none). server/applications/
// is named nowhere in the rules: as every new folder, it is a resource, and the resource rules hold for it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = path.join(root, 'tests/fixtures/layers');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(): Promise<string[]> {
  const { options = {}, forbidden = [] } = config;
  const { tsConfig: _projectTsConfig, ...cruiseOptions } = options; // the fixtures resolve without it
  const result = await cruise(['server', 'web'], {
    ...cruiseOptions,
    baseDir: fixtures,
    ruleSet: { forbidden },
    validate: true,
    outputType: 'json',
  });
  const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult;
  return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
}

describe('the layer rules', () => {
  it('find every forbidden import in the fixtures, and nothing else', async () => {
    expect((await violations()).sort()).toEqual(
      [
        'app-only-from-index: server/container.ts → server/app.ts',
        'contracts-no-node: server/contracts/uses-node.ts → path',
        // type-only imports both ways: still a cycle (reported once, from where it was found)
        'no-circular: server/infra/type-cycle-a.ts → server/infra/type-cycle-b.ts',
        'routes-not-to-store: server/events/public-routes.ts → server/store/index.ts',
        'routes-not-to-store: server/applications/admin-routes.ts → server/store/index.ts',
        'resources-apart: server/applications/service.ts → server/events/service.ts',
        'infra-below: server/infra/uses-resource.ts → server/applications/service.ts',
        'services-not-to-http: server/events/service.ts → server/middleware/http.ts',
        'features-apart: web/features/walks/index.ts → web/features/newsletters/index.ts',
        'public-flow: web/components/up.ts → web/app/router.ts',
        'outbox-below-lib: web/admin/outbox/uses-lib.ts → web/admin/lib/api.ts',
        'web-imports-only-contracts: web/lib/uses-server.ts → server/store/index.ts',
      ].sort(),
    );
  });
});
