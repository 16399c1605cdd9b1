// The files that run the site for real: the Dockerfile, deploy/compose.yaml, the Caddyfiles,
// the systemd units and docs/deploy.md, each checked by the tool made for it where this machine has one
// (caddy, systemd-analyze, a Dockerfile linter, the Compose Specification's JSON schema), and against
// each other and the server (the same folders, port, node flags and variable names everywhere).
// Without a Docker engine here, neither the image nor the compose file is run; see docs/deploy.md.
import dockerignore from '@balena/dockerignore';
import { Ajv } from 'ajv';
import { DockerfileParser, type Copy, type Instruction, type PropertyInstruction } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { serverEnvironment, serverNodeFlags } from '../../scripts/node-flags.mjs';
import { productionNodeMajor } from '../../scripts/production-node.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Runs a program to its end; never throws for a non-zero exit. */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? root, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: `${stderr}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const missingTool = (file: string, pkg: string) =>
  existsSync(file) ? undefined : `${file} ontbreekt: apt-get install -y ${pkg} (npm test installeert het zelf)`;

// --- The Dockerfile ---------------------------------------------------------------------------------

const dockerfileText = read('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);

type Stage = { image: string; tag: string | null; name: string | null; instructions: Instruction[] };

/** The build stages in order, each with its instructions after its FROM. */
function stagesOf(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.getKeyword() === 'FROM') {
      const from = dockerfile.getFROMs().find((f) => f.getRange().start.line === instruction.getRange().start.line);
      stages.push({
        image: from?.getImageName() ?? '',
        tag: from?.getImageTag() ?? null,
        name: from?.getBuildStage() ?? null,
        instructions: [],
      });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const stages = stagesOf(dockerfile.getInstructions());
const runtime = stages.at(-1)!;
const inRuntime = (keyword: string) => runtime.instructions.filter((i) => i.getKeyword() === keyword);

/** The strings of an instruction written in JSON form (CMD, VOLUME, HEALTHCHECK CMD). */
function jsonStrings(instruction: Instruction | undefined): string[] {
  const content = (instruction?.getArgumentsContent() ?? '').replace(/^CMD\s+/, '');
  const parsed: unknown = JSON.parse(content);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw new Error(`not a JSON array of strings: ${content}`);
  }
  return parsed;
}

/** The stage a COPY copies from (--from=), or undefined for the build context. */
const copyFrom = (instruction: Instruction) => (instruction as Copy).getFromFlag()?.getValue() ?? undefined;

function envOf(instructions: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of instructions.filter((i) => i.getKeyword() === 'ENV')) {
    for (const property of (instruction as PropertyInstruction).getProperties()) {
      env[property.getName()] = property.getValue() ?? '';
    }
  }
  return env;
}

const imageEnv = envOf(runtime.instructions);
const imageWorkdir = inRuntime('WORKDIR').at(-1)?.getArgumentsContent() ?? '';
const serverCommand = ['node', ...serverNodeFlags, 'build/server/index.mjs'];

// --- deploy/compose.yaml ------------------------------------------------------------------------------

type ComposeService = {
  build?: { context?: string; dockerfile?: string };
  image?: string;
  init?: boolean;
  restart?: string;
  env_file?: string | string[];
  environment?: Record<string, string> | string[];
  volumes?: string[];
  ports?: string[];
  healthcheck?: { disable?: boolean; test?: unknown };
  depends_on?: string[] | Record<string, unknown>;
};
type Compose = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

function parseYaml(text: string): unknown {
  const document = parseDocument(text, { prettyErrors: true });
  const problems = [...document.errors, ...document.warnings].map((problem) => problem.message);
  if (problems.length > 0) throw new Error(`compose.yaml: ${problems.join('\n')}`);
  return document.toJS();
}

const composeText = read('deploy/compose.yaml');
const compose = parseYaml(composeText) as Compose;
const appService = compose.services.app!;
const caddyService = compose.services.caddy!;

function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (!Array.isArray(environment)) return Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, `${v}`]));
  return Object.fromEntries(environment.map((line) => [line.split('=')[0]!, line.slice(line.indexOf('=') + 1)]));
}

/** A service's volumes as { source: target }. */
const volumesOf = (service: ComposeService) =>
  Object.fromEntries((service.volumes ?? []).map((volume) => volume.split(':').slice(0, 2) as [string, string]));

// --- systemd units ------------------------------------------------------------------------------------

type Unit = Map<string, [string, string][]>;

function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      unit.set(section, unit.get(section) ?? []);
      continue;
    }
    const equals = line.indexOf('=');
    unit.get(section)?.push([line.slice(0, equals), line.slice(equals + 1)]);
  }
  return unit;
}

const valuesOf = (unit: Unit, section: string, key: string) =>
  (unit.get(section) ?? []).filter(([k]) => k === key).map(([, value]) => value);
const valueOf = (unit: Unit, section: string, key: string) => valuesOf(unit, section, key).at(-1);

/** Environment= lines as { NAME: value } (one or more NAME=value per line, no quoting used here). */
function unitEnvironment(unit: Unit): Record<string, string> {
  const pairs = valuesOf(unit, 'Service', 'Environment').flatMap((line) => line.split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

const unitFiles = {
  server: 'deploy/systemd/houtlandstappers.service',
  backup: 'deploy/systemd/houtlandstappers-backup.service',
  timer: 'deploy/systemd/houtlandstappers-backup.timer',
};
const serverUnit = parseUnit(read(unitFiles.server));
const backupUnit = parseUnit(read(unitFiles.backup));
const timerUnit = parseUnit(read(unitFiles.timer));

/** Copies of the units whose ExecStart and WorkingDirectory exist on this machine (verify checks the binary). */
function localUnitCopies(extra: Record<string, string> = {}): { dir: string; files: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-units-'));
  const files = Object.values(unitFiles).map((file) => {
    const text = read(file).replaceAll('/usr/bin/node', process.execPath).replaceAll('/opt/houtlandstappers', root);
    const copy = path.join(dir, path.basename(file));
    writeFileSync(copy, text);
    return copy;
  });
  for (const [name, text] of Object.entries(extra)) writeFileSync(path.join(dir, name), text);
  return { dir, files };
}

// --- Caddy --------------------------------------------------------------------------------------------

type CaddyRoute = { match?: { host?: string[] }[]; handle?: CaddyHandler[] };
type CaddyHandler = { handler: string; routes?: CaddyRoute[]; upstreams?: { dial: string }[] };
type CaddyConfig = { apps: { http: { servers: Record<string, { listen: string[]; routes: CaddyRoute[] }> } } };

async function adaptCaddyfile(file: string, env: NodeJS.ProcessEnv = {}) {
  return run('caddy', ['adapt', '--config', path.join(root, file), '--adapter', 'caddyfile', '--validate'], {
    env: { ...process.env, HOME: tmpdir(), XDG_DATA_HOME: tmpdir(), XDG_CONFIG_HOME: tmpdir(), ...env },
  });
}

/** Every handler in the adapted config, subroutes included, with the hosts its route matches. */
function handlersOf(config: CaddyConfig): { hosts: string[]; handler: CaddyHandler }[] {
  const found: { hosts: string[]; handler: CaddyHandler }[] = [];
  const walk = (routes: CaddyRoute[], hosts: string[]) => {
    for (const route of routes) {
      const routeHosts = route.match?.flatMap((m) => m.host ?? []) ?? [];
      const all = [...hosts, ...routeHosts];
      for (const handler of route.handle ?? []) {
        found.push({ hosts: all, handler });
        if (handler.routes) walk(handler.routes, all);
      }
    }
  };
  for (const server of Object.values(config.apps.http.servers)) walk(server.routes, []);
  return found;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A port that was free a moment ago (for caddy, which cannot be told to pick one). */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls until `ready` answers true; fails after `timeoutMs`. */
async function waitFor(ready: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > until) throw new Error('caddy did not answer in time');
    await setTimeout(50);
  }
}

/** One GET with the body as sent (no decompression), so compression can be checked byte for byte. */
function rawGet(
  port: number,
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

// --- Environment variables ----------------------------------------------------------------------------

/** The variable names server/config.ts reads: the keys of the z.object() given to envSchema. */
function configVariables(): string[] {
  const source = ts.createSourceFile('config.ts', read('server/config.ts'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const findObject = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'object' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          names.push(property.name.text);
        }
      }
      return;
    }
    ts.forEachChild(node, findObject);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'envSchema') {
      if (node.initializer) findObject(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Names read elsewhere than config.ts's schema: NODE_ENV and BACKUP_DIR (the production start and the
 * backups), CLUB_DOMAIN (compose and the Caddyfile only), and glibc's MALLOC_MMAP_THRESHOLD_.
 */
const knownVariables = new Set([
  ...configVariables(),
  'NODE_ENV',
  'BACKUP_DIR',
  'CLUB_DOMAIN',
  ...Object.keys(serverEnvironment),
]);
const unknownVariables = (names: Iterable<string>) => [...new Set(names)].filter((name) => !knownVariables.has(name));

const envFileNames = (text: string) =>
  text
    .split('\n')
    .map((line) => /^\s*([A-Za-z_]\w*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);

// --- The tests ----------------------------------------------------------------------------------------

describe('Dockerfile', () => {
  it('passes the Dockerfile linter (dockerfile-utils), which does find a broken one', () => {
    expect(lintDockerfile(dockerfileText)).toEqual([]);
    const broken = dockerfileText
      .replace('HEALTHCHECK --interval=30s', 'HEALTHCHECK --intervl=30s')
      .replace('FROM node:24-bookworm-slim AS build', 'FROM node:24-bookworm-slim AS build extra');
    expect(lintDockerfile(broken).length).toBeGreaterThanOrEqual(2);
  });

  it('builds in stages from slim images pinned to a tag, Node 24 from the official node image', () => {
    // Node 24, the production Node that npm test runs the tests on too (scripts/production-node.mjs).
    expect(productionNodeMajor).toBe(24);
    const productionTag = new RegExp(`^${productionNodeMajor}-.*slim$`);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      expect(stage.tag, `${stage.image} needs a tag`).toMatch(/slim$/);
      expect(stage.tag).not.toBe('latest');
      if (stage.image === 'node') expect(stage.tag, `${stage.name}`).toMatch(productionTag);
    }
    // The runtime stage's node is the official image's Node 24 binary.
    const nodeCopy = inRuntime('COPY').find((copy) => copy.getArgumentsContent()?.startsWith('/usr/local/bin/node'));
    const nodeStage =
      runtime.image === 'node' ? runtime : stages.find((stage) => nodeCopy && stage.name === copyFrom(nodeCopy));
    expect(nodeStage?.image).toBe('node');
    expect(nodeStage?.tag).toMatch(productionTag);
    // The build stage builds; the runtime stage installs nothing from npm with dev tools.
    expect(stages[0]!.instructions.some((i) => /\bnpm run build\b/.test(i.getArgumentsContent() ?? ''))).toBe(true);
    const installs = stages
      .flatMap((stage) => stage.instructions)
      .filter((i) => /\bnpm ci\b/.test(i.getArgumentsContent() ?? ''));
    expect(installs.some((i) => i.getArgumentsContent()!.includes('--omit=dev'))).toBe(true);
  });

  it('runs the server as a user that is not root, with the node flags of scripts/node-flags.mjs', () => {
    const users = inRuntime('USER').map((user) => user.getArgumentsContent());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const cmd = inRuntime('CMD');
    expect(cmd).toHaveLength(1);
    const userLine = inRuntime('USER').at(-1)!.getRange().start.line;
    expect(userLine).toBeLessThan(cmd[0]!.getRange().start.line);
    expect(jsonStrings(cmd[0])).toEqual(serverCommand);
    expect(inRuntime('ENTRYPOINT')).toEqual([]);
    expect(imageEnv.MALLOC_MMAP_THRESHOLD_).toBe(serverEnvironment.MALLOC_MMAP_THRESHOLD_);
    // hadolint DL3046: useradd with a high uid and without --no-log-init writes a sparse lastlog that a
    // layer stores at full size.
    const useradd = runtime.instructions.map((i) => i.getArgumentsContent() ?? '').filter((c) => /\buseradd\b/.test(c));
    expect(useradd.length).toBeGreaterThan(0);
    for (const command of useradd) expect(command).toMatch(/\s(--no-log-init|-l)\s/);
  });

  it('keeps data, photos and backups in volumes, and listens on all interfaces in production', () => {
    expect(imageEnv).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      DATA_DIR: '/data',
      UPLOADS_DIR: '/uploads',
      BACKUP_DIR: '/backups',
    });
    const volumes = inRuntime('VOLUME').flatMap((volume) => jsonStrings(volume));
    expect(volumes).toEqual(expect.arrayContaining([imageEnv.DATA_DIR, imageEnv.UPLOADS_DIR, imageEnv.BACKUP_DIR]));
    expect(inRuntime('EXPOSE').map((e) => e.getArgumentsContent())).toEqual([imageEnv.PORT]);
  });

  it('has the admin wrapper point at the built CLI in the image', async () => {
    const wrapper = read('deploy/docker/admin');
    expect(wrapper).toContain(`exec node ${imageWorkdir}/build/server/cli.mjs "$@"`);
    expect((await run('sh', ['-n', path.join(root, 'deploy/docker/admin')])).code).toBe(0);
  });

  it('sends the build only what it needs, never local data, builds or secrets (.dockerignore)', () => {
    const ignore = dockerignore().add(read('.dockerignore').split('\n'));
    // What `npm ci && npm run build` and the COPY lines read from the context.
    const fromContext = stages
      .flatMap((stage) => stage.instructions)
      .filter((i) => i.getKeyword() === 'COPY')
      .filter((copy) => copyFrom(copy) === undefined)
      .flatMap((copy) =>
        copy
          .getArguments()
          .slice(0, -1)
          .map((a) => a.getValue()),
      )
      .filter((source) => source !== '.');
    const needed = [
      ...fromContext,
      'server/index.ts',
      'server/cli.ts',
      'web/index.html',
      'web/entry-server.tsx',
      'scripts/build-server.mjs',
      'vite.config.ts',
      'tsconfig.json',
    ];
    for (const file of needed) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(ignore.ignores(file), file).toBe(false);
    }
    for (const file of [
      '.env',
      'deploy/.env',
      'data/members.json',
      'uploads/a/photo.jpg',
      'node_modules/koa/package.json',
      'dist/index.html',
      'build/server/index.mjs',
      '.git/config',
      'backups/x.tar.gz',
    ]) {
      expect(ignore.ignores(file), file).toBe(true);
    }
  });

  describe('its HEALTHCHECK', () => {
    let server: Server;
    let status = 200;
    let port = 0;
    beforeAll(async () => {
      server = createServer((request, response) => {
        response.statusCode = request.url === '/healthz' ? status : 404;
        response.end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const healthcheck = () => {
      const instructions = inRuntime('HEALTHCHECK');
      expect(instructions).toHaveLength(1);
      const command = jsonStrings(instructions[0]);
      expect(command[0]).toBe('node');
      return command;
    };
    const probe = (env: NodeJS.ProcessEnv) => {
      const [, ...args] = healthcheck();
      return run(process.execPath, args, { env: { PATH: process.env.PATH, ...env } });
    };

    it('is healthy when GET /healthz answers 200 on PORT', async () => {
      status = 200;
      expect((await probe({ PORT: String(port) })).code).toBe(0);
    });

    it('is unhealthy on a 503 or when nothing listens', async () => {
      status = 503;
      expect((await probe({ PORT: String(port) })).code).toBe(1);
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      expect((await probe({ PORT: String(closedPort) })).code).toBe(1);
    });
  });
});

describe('deploy/compose.yaml', () => {
  it('follows the Compose Specification (its JSON schema), which does reject a misspelled key', () => {
    const { $schema, ...schema } = JSON.parse(read('tests/fixtures/compose-spec.json')) as Record<string, unknown>;
    // The schema names its draft-07 meta-schema by https, Ajv's by http: the same draft.
    expect($schema).toMatch(/draft-07/);
    const validateCompose = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const valid = validateCompose(compose);
    expect(validateCompose.errors ?? [], JSON.stringify(validateCompose.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    const misspelled = parseYaml(composeText.replace('restart: unless-stopped', 'restrat: unless-stopped'));
    expect(validateCompose(misspelled)).toBe(false);
  });

  it('builds the app from the Dockerfile and keeps its data in named volumes at the image’s folders', () => {
    expect(path.resolve(root, 'deploy', appService.build?.context ?? '', appService.build?.dockerfile ?? '')).toBe(
      path.join(root, 'Dockerfile'),
    );
    const volumes = volumesOf(appService);
    expect(Object.values(volumes).sort()).toEqual(
      [imageEnv.BACKUP_DIR, imageEnv.DATA_DIR, imageEnv.UPLOADS_DIR].sort(),
    );
    for (const source of Object.keys(volumes)) expect(compose.volumes).toHaveProperty(source);
    expect(appService.restart).toBe('unless-stopped');
    expect(appService.env_file).toBe('.env');
    expect(appService.healthcheck?.disable ?? false).toBe(false);
  });

  it('fixes the folders, the port and the proxy count over whatever .env says', () => {
    const environment = environmentOf(appService);
    for (const name of ['NODE_ENV', 'HOST', 'PORT', 'DATA_DIR', 'UPLOADS_DIR', 'BACKUP_DIR']) {
      expect(environment[name], name).toBe(imageEnv[name]);
    }
    expect(environment.TRUST_PROXY).toBe('1');
    expect(environment.PUBLIC_URL).toMatch(/^https:\/\/\$\{CLUB_DOMAIN:\?/);
  });

  it('puts Caddy in front: only Caddy publishes ports (80 and 443), and it proxies to the app', async () => {
    expect(appService.ports).toBeUndefined();
    expect(caddyService.image).toMatch(/^caddy:2(\.|$)/);
    expect(caddyService.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const caddyVolumes = volumesOf(caddyService);
    expect(caddyVolumes['./Caddyfile']).toBe('/etc/caddy/Caddyfile');
    expect(existsSync(path.join(root, 'deploy', 'Caddyfile'))).toBe(true);
    expect(Object.values(caddyVolumes)).toEqual(expect.arrayContaining(['/data', '/config']));
    expect(environmentOf(caddyService).CLUB_DOMAIN).toMatch(/^\$\{CLUB_DOMAIN:\?/);
  });
});

describe('the Caddyfiles', () => {
  it.each([
    {
      file: 'deploy/Caddyfile',
      upstream: `app:${imageEnv.PORT}`,
      env: { CLUB_DOMAIN: 'www.club.example' },
      host: 'www.club.example',
    },
    {
      file: 'deploy/systemd/Caddyfile',
      upstream: `${unitEnvironment(serverUnit).HOST}:${unitEnvironment(serverUnit).PORT}`,
      env: {},
      host: 'www.mijnclub.be',
    },
  ])('$file adapts and validates (caddy), serving its domain from $upstream', async ({ file, upstream, env, host }) => {
    expect(missingTool('/usr/bin/caddy', 'caddy')).toBeUndefined();
    const result = await adaptCaddyfile(file, env);
    expect(result.stderr).not.toMatch(/"level":"(warn|error)"/);
    expect(result.code, result.stderr).toBe(0);
    const handlers = handlersOf(JSON.parse(result.stdout) as CaddyConfig);
    const proxies = handlers.filter(({ handler }) => handler.handler === 'reverse_proxy');
    expect(proxies).toHaveLength(1);
    expect(proxies[0]!.hosts).toEqual([host]);
    expect(proxies[0]!.handler.upstreams).toEqual([{ dial: upstream }]);
    // No compression in Caddy: the app's own (precompressed files, ETags, 304s) goes through as it is.
    expect(handlers.map(({ handler }) => handler.handler)).not.toContain('encode');
    // Formatted as `caddy fmt` would.
    const formatted = await run('caddy', ['fmt', path.join(root, file)]);
    expect(formatted.stdout).toBe(read(file));
  });

  it('deploy/Caddyfile refuses to start without CLUB_DOMAIN', async () => {
    expect(missingTool('/usr/bin/caddy', 'caddy')).toBeUndefined();
    const result = await adaptCaddyfile('deploy/Caddyfile', { CLUB_DOMAIN: '' });
    expect(result.code).not.toBe(0);
  });

  it.each([
    { file: 'deploy/Caddyfile', site: '{$CLUB_DOMAIN} {', upstream: `app:${imageEnv.PORT}` },
    { file: 'deploy/systemd/Caddyfile', site: 'www.mijnclub.be {', upstream: '127.0.0.1:3000' },
  ])(
    '$file, run by caddy, passes the app’s ETag, compression and 304 on as they are, with the client in X-Forwarded-For',
    async ({ file, site, upstream }) => {
      expect(missingTool('/usr/bin/caddy', 'caddy')).toBeUndefined();
      const body = gzipSync('<p>De wandeling van zondag.</p>'.repeat(50));
      const seen: IncomingHttpHeaders[] = [];
      const app = createServer((request, response) => {
        seen.push(request.headers);
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304, { ETag: '"v1"' }).end();
          return;
        }
        response.writeHead(200, { ETag: '"v1"', 'Content-Encoding': 'gzip', 'Content-Type': 'text/html' }).end(body);
      });
      const dir = mkdtempSync(path.join(tmpdir(), 'deploy-caddy-'));
      let caddy: ReturnType<typeof spawn> | undefined;
      try {
        const appPort = await listen(app);
        const caddyPort = await freePort();
        // The file as it is, but plain HTTP on a free local port, the test app as upstream, no admin API.
        const text = read(file);
        expect(text).toContain(site);
        expect(text).toContain(`reverse_proxy ${upstream}`);
        const config = path.join(dir, 'Caddyfile');
        writeFileSync(
          config,
          text
            .replace(site, `{\n\tadmin off\n}\n\nhttp://127.0.0.1:${caddyPort} {`)
            .replace(`reverse_proxy ${upstream}`, `reverse_proxy 127.0.0.1:${appPort}`),
        );
        const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
        caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], { env, stdio: 'ignore' });
        const get = (headers: Record<string, string>) => rawGet(caddyPort, '/', headers);
        await waitFor(() =>
          get({}).then(
            () => true,
            () => false,
          ),
        );
        seen.length = 0;

        const first = await get({ 'Accept-Encoding': 'gzip', 'X-Forwarded-For': '203.0.113.9' });
        expect(first.status).toBe(200);
        expect(first.headers.etag).toBe('"v1"');
        expect(first.headers['content-encoding']).toBe('gzip');
        expect(first.body.equals(body)).toBe(true);
        // TRUST_PROXY=1 takes the rightmost address: Caddy's own view of the client, not what it claimed.
        expect(seen[0]?.['x-forwarded-for']?.toString().split(',').at(-1)?.trim()).toBe('127.0.0.1');
        expect(seen[0]?.['x-forwarded-proto']).toBe('http');

        const again = await get({ 'Accept-Encoding': 'gzip', 'If-None-Match': '"v1"' });
        expect(again.status).toBe(304);
        expect(again.headers.etag).toBe('"v1"');
      } finally {
        caddy?.kill();
        if (caddy && caddy.exitCode === null) await once(caddy, 'exit');
        await new Promise<void>((resolve) => app.close(() => resolve()));
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the systemd units', () => {
  it('pass systemd-analyze verify without a single remark, which does catch a misspelled key', async () => {
    expect(missingTool('/usr/bin/systemd-analyze', 'systemd')).toBeUndefined();
    const misspelled = read(unitFiles.server)
      .replace('ProtectSystem=strict', 'ProtectSystm=strict')
      .replaceAll('/usr/bin/node', process.execPath);
    const { dir, files } = localUnitCopies({ 'misspelled.service': misspelled });
    try {
      const result = await run('systemd-analyze', ['verify', ...files], { cwd: dir });
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.code).toBe(0);
      // verify exits 0 on a misspelled key; it says so, which is why any output fails the check above.
      const control = await run('systemd-analyze', ['verify', path.join(dir, 'misspelled.service')], { cwd: dir });
      expect(control.stderr).toMatch(/Unknown key 'ProtectSystm'/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are hardened: systemd-analyze security rates both services at most 2.0 (a bare unit: far above)', async () => {
    expect(missingTool('/usr/bin/systemd-analyze', 'systemd')).toBeUndefined();
    const bare = `[Service]\nExecStart=${process.execPath} build/server/index.mjs\n`;
    const { dir, files } = localUnitCopies({ 'bare.service': bare });
    try {
      for (const file of files.filter((f) => f.endsWith('.service'))) {
        const result = await run('systemd-analyze', ['security', '--offline=true', '--threshold=20', file], {
          cwd: dir,
        });
        expect(result.code, `${file}\n${result.stdout}${result.stderr}`).toBe(0);
      }
      const control = await run('systemd-analyze', ['security', '--offline=true', '--threshold=20', 'bare.service'], {
        cwd: dir,
      });
      expect(control.code).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run the server as its own user, writable only in the data, photo and backup folders', () => {
    const service = (key: string) => valueOf(serverUnit, 'Service', key);
    expect(service('User')).toBe('houtlandstappers');
    expect(service('Group')).toBe('houtlandstappers');
    expect(service('ProtectSystem')).toBe('strict');
    expect(service('NoNewPrivileges')).toBe('yes');
    expect(service('PrivateTmp')).toBe('yes');
    expect(service('MemoryMax')).toBe('512M');
    expect(service('Restart')).toBe('on-failure');
    expect(service('UMask')).toBe('0077');
    expect(service('CapabilityBoundingSet')).toBe('');
    expect(service('MemoryDenyWriteExecute')).toBeUndefined(); // V8's JIT needs W+X pages
    // The CLI reaches the running server through a unix socket in DATA_DIR.
    expect(service('RestrictAddressFamilies')?.split(/\s+/)).toEqual(
      expect.arrayContaining(['AF_INET', 'AF_INET6', 'AF_UNIX']),
    );
    const environment = unitEnvironment(serverUnit);
    const writable = valuesOf(serverUnit, 'Service', 'ReadWritePaths').flatMap((line) => line.split(/\s+/));
    expect(writable.sort()).toEqual([environment.BACKUP_DIR, environment.DATA_DIR, environment.UPLOADS_DIR].sort());
    expect(environment).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      ...serverEnvironment,
    });
    expect(service('ExecStart')?.split(/\s+/)).toEqual(['/usr/bin/node', ...serverCommand.slice(1)]);
  });

  it('take a nightly backup with the same user, folders and hardening', () => {
    const hardening = (unit: Unit) =>
      (unit.get('Service') ?? []).filter(([key]) =>
        /^(Protect|Private|Restrict|ReadWrite|NoNew|System|Capability|Ambient|UMask|Lock|Memory|User|Group|WorkingDirectory|Environment)/.test(
          key,
        ),
      );
    const serverOnly = new Set(['Environment']);
    const withoutServerOnly = (unit: Unit) => hardening(unit).filter(([key]) => !serverOnly.has(key));
    expect(withoutServerOnly(backupUnit)).toEqual(
      withoutServerOnly(serverUnit).filter(([key, value]) => !(key === 'RemoveIPC' && value === 'yes')),
    );
    const serverEnv = unitEnvironment(serverUnit);
    const backupEnv = unitEnvironment(backupUnit);
    for (const name of ['NODE_ENV', 'DATA_DIR', 'UPLOADS_DIR', 'BACKUP_DIR'])
      expect(backupEnv[name], name).toBe(serverEnv[name]);
    expect(valueOf(backupUnit, 'Service', 'Type')).toBe('oneshot');
    expect(valueOf(backupUnit, 'Service', 'ExecStart')).toBe('/usr/bin/node build/server/cli.mjs backup --keep 7');
    // The timer starts the service of the same name.
    expect(valueOf(timerUnit, 'Timer', 'Unit') ?? path.basename(unitFiles.timer, '.timer') + '.service').toBe(
      path.basename(unitFiles.backup),
    );
    expect(valueOf(timerUnit, 'Timer', 'OnCalendar')).toBeDefined();
    expect(valueOf(timerUnit, 'Timer', 'Persistent')).toBe('true');
  });
});

describe('environment variables in the deploy files', () => {
  it('reads the variable names from server/config.ts', () => {
    expect(configVariables()).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'TRUST_PROXY', 'PUBLIC_URL', 'DATA_DIR', 'SMTP_URL']),
    );
    expect(unknownVariables(['DATA_DRI', 'DATA_DIR'])).toEqual(['DATA_DRI']);
  });

  it('names only variables the server, the CLI or the deploy files themselves read', () => {
    const named = [
      ...Object.keys(envOf(dockerfile.getInstructions())),
      ...Object.values(compose.services).flatMap((service) => Object.keys(environmentOf(service))),
      ...[...composeText.matchAll(/\$\{([A-Za-z_]\w*)/g)].map((match) => match[1]!),
      ...[serverUnit, backupUnit].flatMap((unit) => Object.keys(unitEnvironment(unit))),
      ...envFileNames(read('deploy/systemd/houtlandstappers.env')),
      ...['deploy/Caddyfile', 'deploy/systemd/Caddyfile'].flatMap((file) =>
        [...read(file).matchAll(/\{\$([A-Za-z_]\w*)/g)].map((m) => m[1]!),
      ),
    ];
    expect(named.length).toBeGreaterThan(20);
    expect(unknownVariables(named)).toEqual([]);
  });

  it('lets the systemd env file set only what the unit leaves open', () => {
    const names = envFileNames(read('deploy/systemd/houtlandstappers.env'));
    const fixed = Object.keys(unitEnvironment(serverUnit));
    expect(names.filter((name) => fixed.includes(name))).toEqual([]);
    expect(valueOf(serverUnit, 'Service', 'EnvironmentFile')).toBe('/etc/houtlandstappers.env');
  });
});

describe('docs/deploy.md', () => {
  const docs = read('docs/deploy.md');

  it('is linked from the README', () => {
    expect(read('README.md')).toMatch(/\]\(docs\/deploy\.md\)/);
  });

  it('names only files that exist', () => {
    const files = [...docs.matchAll(/\b((?:deploy|docs|scripts)\/[\w./-]*\w|Dockerfile)\b/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(5);
    for (const file of new Set(files)) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it('installs the Node of the Docker image for systemd, Node 24', () => {
    // "Installeer Node.js 24" and NodeSource's setup_24.x (a note on leaving Node 20 may name 20).
    const named = [...docs.matchAll(/\bInstalleer Node\.js (\d+)\b|\bsetup_(\d+)\.x\b/g)];
    const majors = named.map((match) => match[1] ?? match[2]);
    expect(majors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(majors)).toEqual(new Set([String(productionNodeMajor)]));
  });

  it('gives both ways, Docker and systemd, in numbered steps', () => {
    expect(docs).toContain('docker compose up -d');
    expect(docs).toContain('systemctl enable --now houtlandstappers');
    expect(docs).toContain('backup --keep 7');
    expect(docs.match(/^\d+\. /gm)?.length ?? 0).toBeGreaterThan(10);
  });
});
