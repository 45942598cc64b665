/**
 * Docker cannot build or run where the tests run, so this keeps the deployment kit honest another
 * way: every setting it sets is one the server reads, every setting the server reads is in
 * .env.example, every health path it probes answers 200, and every command it or the operator
 * guides name exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { API } from '../src/shared/api';
import { PAYMENTS_API } from '../src/shared/payments-api';
import { envSchema } from '../src/server/config';
import { createStripeProvider } from '../src/server/modules/payments/stripe-provider';
import { createTestApp, type TestApp } from '../test/support/api-harness';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Read by Docker Compose and the images it runs, never by our server: those the operator sets in .env, and those compose.yaml fixes. */
const COMPOSE_ENV_ONLY = ['SITE_DOMAIN', 'POSTGRES_PASSWORD'];
const COMPOSE_ONLY = new Set([...COMPOSE_ENV_ONLY, 'POSTGRES_USER', 'POSTGRES_DB']);
const SYSTEMD_UNITS = ['deploy/riba-free-community.service', 'deploy/riba-free-community-backup.service', 'deploy/riba-free-community-backup.timer'];
const KIT_FILES = ['Dockerfile', 'compose.yaml', 'deploy/Caddyfile', ...SYSTEMD_UNITS];
const OPERATOR_DOCS = [
  ...readdirSync(path.join(root, 'docs/operations')).filter((f) => f.endsWith('.md')).map((f) => `docs/operations/${f}`),
  'docs/decisions/0008-deployment-kit.md',
];
const settings = new Set(Object.keys(envSchema.shape));

interface ComposeService {
  build?: unknown;
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  stop_grace_period?: string;
}
const compose = parseYaml(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

function composeEnvironment(service: ComposeService): Record<string, string> {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line) => line.split(/=(.*)/s, 2) as [string, string])
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value ?? '')] as [string, string]);
  return Object.fromEntries(entries);
}

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function dockerInstructions(text: string): { keyword: string; rest: string }[] {
  const logical = text.split('\n').filter((line) => !/^\s*#/.test(line)).join('\n').replace(/\\\n/g, ' ');
  return logical.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const [keyword = '', rest = ''] = line.split(/\s+(.*)/s, 2);
    return { keyword: keyword.toUpperCase(), rest };
  });
}

/** The image's environment, from its `ENV NAME=value ...` instructions. */
function dockerEnv(text: string): Record<string, string> {
  return Object.fromEntries(dockerInstructions(text).filter((i) => i.keyword === 'ENV').flatMap((i) => [...i.rest.matchAll(/(?:^|\s)([A-Za-z_]\w*)=("[^"]*"|\S*)/g)].map((m) => [m[1]!, m[2]!])));
}

/** `Environment=NAME=value` lines of a systemd unit (several assignments may share a line). */
function systemdEnvNames(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('Environment=')).flatMap((line) => [...line.slice('Environment='.length).matchAll(/(?:^|\s)"?([A-Za-z_]\w*)=/g)].map((m) => m[1]!));
}

function systemdValue(text: string, key: string): string | undefined {
  return text.split('\n').find((line) => line.startsWith(`${key}=`))?.slice(key.length + 1).trim();
}

/** Assignments in .env.example, both those in force and those commented out to show the default. */
function envExampleAssignments(text: string): { name: string; value: string; active: boolean }[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[2]!, value: match[3]!, active: !match[1] }] : [];
  });
}

/** "30s", "1min 30s", "90" (seconds) as compose and systemd write durations. */
function seconds(duration: string): number {
  const units: Record<string, number> = { '': 1, s: 1, sec: 1, m: 60, min: 60, h: 3600 };
  const parts = [...duration.matchAll(/(\d+)\s*([a-z]*)/g)];
  expect(parts.length, `duration "${duration}"`).toBeGreaterThan(0);
  return parts.reduce((sum, [, amount, unit = '']) => {
    expect(units[unit], `unit "${unit}" in "${duration}"`).toBeDefined();
    return sum + Number(amount) * units[unit]!;
  }, 0);
}

/** The instances compose serves the site with: built from the Dockerfile, running its CMD, started by `up`. */
const appInstances = Object.entries(compose.services).filter(([, s]) => s.build !== undefined && s.command === undefined && s.profiles === undefined);

describe('settings named by the deployment kit', () => {
  it('are all read by the server, apart from the few compose itself uses', () => {
    const named: Record<string, string[]> = {
      'compose.yaml': [
        ...Object.values(compose.services).flatMap((s) => Object.keys(composeEnvironment(s))),
        ...[...read('compose.yaml').matchAll(/(?<!\$)\$\{([A-Za-z_]\w*)/g)].map((m) => m[1]!),
      ],
      '.env.example': envExampleAssignments(read('.env.example')).map((a) => a.name),
      Dockerfile: Object.keys(dockerEnv(read('Dockerfile'))),
      'deploy/Caddyfile': [...read('deploy/Caddyfile').matchAll(/\{\$([A-Za-z_]\w*)/g)].map((m) => m[1]!),
      ...Object.fromEntries(SYSTEMD_UNITS.filter((unit) => unit.endsWith('.service')).map((unit) => [unit, systemdEnvNames(read(unit))])),
    };
    for (const [file, names] of Object.entries(named)) expect(names.length, `settings found in ${file}`).toBeGreaterThan(0);
    const unknown = Object.entries(named).flatMap(([file, names]) => names.filter((name) => !settings.has(name) && !COMPOSE_ONLY.has(name)).map((name) => `${file}: ${name}`));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('.env.example lists every setting the server reads, and those compose reads from .env', () => {
    const listed = new Set(envExampleAssignments(read('.env.example')).map((a) => a.name));
    expect([...settings, ...COMPOSE_ENV_ONLY].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('.env.example leaves the settings the systemd unit fixes commented out, so a copy cannot override them', () => {
    const fixed = new Set(systemdEnvNames(read('deploy/riba-free-community.service')));
    expect(fixed).toContain('HOST');
    expect(envExampleAssignments(read('.env.example')).filter((a) => a.active && fixed.has(a.name)).map((a) => a.name)).toEqual([]);
  });

  it('.env.example leaves every secret blank', () => {
    const secrets = envExampleAssignments(read('.env.example')).filter((a) => /(SECRET|SECRET_KEY|TOKEN|PASSWORD)$|^(SMTP|DATABASE)_URL$/.test(a.name));
    expect(secrets.map((a) => a.name)).toEqual(expect.arrayContaining(['AUTH_SECRET', 'POSTGRES_PASSWORD', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']));
    expect(secrets.filter((a) => a.value !== '').map((a) => a.name)).toEqual([]);
  });
});

describe('compose.yaml', () => {
  it('runs two instances that wait for the migrate service, do not migrate themselves and share one AUTH_SECRET', () => {
    expect(appInstances.map(([name]) => name)).toHaveLength(2);
    const migrate = compose.services.migrate;
    expect(migrate?.command).toEqual(['node', 'dist/server/cli/migrate.js']);
    for (const [name, service] of appInstances) {
      const env = composeEnvironment(service);
      expect(env.MIGRATE_ON_START, name).toBe('false');
      expect(env.TRUST_PROXY, name).toBe('true');
      expect(env.AUTH_SECRET, name).toMatch(/^\$\{AUTH_SECRET\b/);
      expect(service.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
      expect(service.healthcheck?.test?.join(' '), name).toContain('/api/health/ready');
    }
  });

  it('checks each instance and puts Caddy in front of exactly those instances, on the port they listen on', () => {
    const imagePort = dockerEnv(read('Dockerfile')).PORT;
    const upstreams = /reverse_proxy\s+([^{\n]+)\{/.exec(read('deploy/Caddyfile'))?.[1]?.trim().split(/\s+/) ?? [];
    const expected = appInstances.map(([name, service]) => {
      const port = composeEnvironment(service).PORT ?? imagePort;
      expect(port, name).toMatch(/^\d+$/);
      expect(service.healthcheck?.test?.join(' '), name).toContain(`:${port}/api/health/ready`);
      return `${name}:${port}`;
    });
    expect(upstreams.sort()).toEqual(expected.sort());
  });
});

describe('stopping', () => {
  const grace = (envSchema.parse({}) as Record<string, unknown>).SHUTDOWN_GRACE_SECONDS;

  it('sends the stop signal to node itself: no npm or shell between', () => {
    const cmd = dockerInstructions(read('Dockerfile')).filter((i) => i.keyword === 'CMD').at(-1)?.rest ?? '';
    expect(JSON.parse(cmd)).toEqual(['node', 'dist/server/main.js']);
    expect(systemdValue(read('deploy/riba-free-community.service'), 'ExecStart')).toBe('/usr/bin/node dist/server/main.js');
  });

  it('compose and systemd wait longer than the server’s own shutdown grace before killing it', () => {
    expect(typeof grace).toBe('number');
    for (const [name, service] of appInstances) {
      expect(seconds(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(grace as number);
    }
    expect(seconds(systemdValue(read('deploy/riba-free-community.service'), 'TimeoutStopSec') ?? '90s')).toBeGreaterThan(grace as number);
  });
});

describe('health paths probed by the Dockerfile, compose and Caddy', () => {
  const probed = [...new Set(['Dockerfile', 'compose.yaml', 'deploy/Caddyfile'].flatMap((file) => [...read(file).matchAll(/\/api\/health[\w/-]*/g)].map((m) => m[0])))];
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('include liveness and readiness', () => {
    expect(probed).toEqual(expect.arrayContaining(['/api/health/live', '/api/health/ready']));
  });

  it.each(probed)('GET %s answers 200', async (url) => {
    const response = await app.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });
});

describe('commands named by the kit and the operator guides', () => {
  const sources = [...KIT_FILES, ...OPERATOR_DOCS].map((file) => ({ file, text: read(file) }));
  const nodeCommands = sources.flatMap(({ file, text }) => [...text.matchAll(/\bnode\b["',\s]+(dist\/[^\s"',`]+\.js)/g)].map((m) => ({ file, target: m[1]! })));
  const npmScripts = sources.flatMap(({ file, text }) => [...text.matchAll(/\bnpm run ([a-z][\w:.-]*)/g)].map((m) => ({ file, script: m[1]! })));

  it('include the start, migrate and backup commands', () => {
    expect(nodeCommands.map((c) => c.target)).toEqual(expect.arrayContaining(['dist/server/main.js', 'dist/server/cli/migrate.js', 'dist/server/cli/backup.js']));
    expect(npmScripts.map((c) => c.script)).toEqual(expect.arrayContaining(['build']));
  });

  it('run built files whose sources exist', () => {
    const missing = nodeCommands.filter(({ target }) => {
      const source = /^dist\/server\/(.+)\.js$/.exec(target)?.[1];
      return !source || !existsSync(path.join(root, 'src/server', `${source}.ts`));
    });
    expect(missing.map(({ file, target }) => `${file}: node ${target}`)).toEqual([]);
  });

  it('run npm scripts that package.json defines', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const missing = npmScripts.filter(({ script }) => !(script in scripts));
    expect(missing.map(({ file, script }) => `${file}: npm run ${script}`)).toEqual([]);
  });
});

describe('routes the guides tell the operator to configure', () => {
  it('name the webhook path the server serves', () => {
    for (const doc of ['docs/operations/stripe.md', 'docs/operations/deploy.md']) expect(read(doc), doc).toContain(`https://community.example.org${PAYMENTS_API.stripeWebhook}`);
  });

  it('give the live counter its own unbuffered nginx location, at the path the server serves', () => {
    const location = new RegExp(`location = ${API.statsStream.replace(/[/.]/g, '\\$&')} \\{[^}]*proxy_buffering off;`);
    expect(read('docs/operations/deploy.md')).toMatch(location);
  });
});

describe('links between the operator guides', () => {
  it.each(OPERATOR_DOCS)('%s links only to files that exist', (doc) => {
    const targets = [...read(doc).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !existsSync(path.resolve(root, path.dirname(doc), target)));
    expect(missing).toEqual([]);
  });
});

describe('the Stripe guide', () => {
  const WEBHOOK_SECRET = 'whsec_deployKitGuideCheck0000000000';
  const provider = createStripeProvider({ secretKey: 'sk_test_deployKitGuideCheck00000000000', webhookSecret: WEBHOOK_SECRET });
  const signer = new Stripe('sk_test_deployKitGuideCheck00000000000').webhooks;
  const kindOf = (type: string) => {
    const payload = JSON.stringify({ id: `evt_${type.replace(/\W/g, '_')}`, object: 'event', type, data: { object: { id: 'obj_1', object: type.split('.')[0], mode: 'setup' } } });
    return provider.parseWebhook(Buffer.from(payload), signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).kind;
  };
  /** The list under the "Events to send" heading, one `event.type` per item. */
  const listed = (() => {
    const sections = read('docs/operations/stripe.md').split(/^(?=#+ )/m);
    const section = sections.find((text) => /^#+ Events to send\n/.test(text)) ?? '';
    return [...section.matchAll(/^- `([a-z_.]+)`/gm)].map((m) => m[1]!);
  })();

  it('lists the events the webhook acts on', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((type) => kindOf(type) === 'ignored')).toEqual([]);
  });

  it('would notice an event the webhook ignores', () => {
    expect(kindOf('customer.created')).toBe('ignored');
  });
});
