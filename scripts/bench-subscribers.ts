/**
 * DATA_DIR=/tmp/bench npx tsx scripts/bench-subscribers.ts [--runs 20]
 * DATABASE_URL=postgres://… npx tsx scripts/bench-subscribers.ts [--runs 20]
 * Times the admin subscriber API on a seeded database (npm run seed -- --members 1000000) through the
 * whole stack (routing, validation, access check, service, SQL), signed in as an admin. Prints the
 * median and the 95th percentile of the runs after one warm-up run per request; then, over real sockets,
 * the public counter's latency while an admin exports a broad search.
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { API, type SubscribersPage } from '../src/shared/api';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openInfrastructure } from '../src/server/infrastructure';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
/** A search of a third of the members: the export reads it in many chunks, each a long read. */
const BROAD_EXPORT = 'a';
const PUBLIC_RATE = 400;
const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'Bench!Passw0rd', fullName: 'Benchmark Admin' };

// Repeated runs sign in every time; the login limit is for people, not for this script.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_TWO_STEP: '1000/60' });
const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const infra = await openInfrastructure(config, log);
const { app, services } = await buildApp({ config, ...infra });
await app.ready();

try {
  await services.auth.createOrPromoteAdmin(BENCH_ADMIN);
  // Admins must use two-step verification; the script enrolls its own admin afresh on every run.
  const { id: adminId } = await infra.db.kysely.selectFrom('users').select('id').where('email', '=', BENCH_ADMIN.email).executeTakeFirstOrThrow();
  await infra.db.kysely.deleteFrom('two_step').where('user_id', '=', adminId).execute();
  const login = await app.inject({ method: 'POST', url: API.adminLogin, payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password } });
  const sid = login.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(`admin sign-in failed: ${login.body}`);
  const setup = await app.inject({ method: 'POST', url: API.myTwoStepSetup, headers: { cookie: `sid=${sid}` }, payload: {} });
  const enable = await app.inject({
    method: 'POST', url: API.myTwoStepEnable, headers: { cookie: `sid=${sid}` }, payload: { code: await generate({ secret: setup.json().secret as string }) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-step enrollment failed: ${enable.body}`);
  const headers = { cookie: `sid=${sid}` };

  // A member from the middle of the list, so nothing is found by luck near the start.
  const members = Number((await infra.db.kysely.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const sample = await infra.db.kysely.selectFrom('profiles').select(['id', 'email', 'referral_code', 'full_name']).orderBy('created_at').offset(Math.floor(members / 2)).limit(1).executeTakeFirstOrThrow();
  const lastName = sample.full_name.split(' ').at(-1)!;

  const list = (query: string) => `${API.adminSubscribers}?${query}`;
  // Next sends the last row of the page on screen: found once here, as the screen would have it.
  const nextAfter = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: list(query), headers });
    return encodeURIComponent((res.json() as SubscribersPage).next_after ?? '');
  };
  const afterKhan499 = await nextAfter('q=khan&page=499');
  const afterList2499 = await nextAfter('page=2499&page_size=20');
  const cases: [string, string][] = [
    ['list, first page', list('page=1&page_size=20')],
    ['list, page 2,500 (offset 50,000)', list('page=2500&page_size=20')],
    ['list, page 2,500 by Next from page 2,499', list(`page=2500&page_size=20&after=${afterList2499}`)],
    ['counters', API.adminSubscriberCounters],
    [`search name '${lastName.toLowerCase()}'`, list(`q=${encodeURIComponent(lastName)}`)],
    [`search name and surname '${sample.full_name}'`, list(`q=${encodeURIComponent(sample.full_name)}`)],
    ["search name prefix 'mu'", list('q=mu')],
    ["search one letter 's'", list('q=s')],
    ["search 'muhammad khan' (two common words)", list(`q=${encodeURIComponent('muhammad khan')}`)],
    ["search 'khan', page 500 opened by its number", list('q=khan&page=500')],
    ["search 'khan', page 500 by Next from page 499", list(`q=khan&page=500&after=${afterKhan499}`)],
    ['search whole e-mail', list(`q=${encodeURIComponent(sample.email)}`)],
    ['search e-mail prefix', list(`q=${encodeURIComponent(sample.email.slice(0, 8))}`)],
    ['search referral code', list(`q=${sample.referral_code}`)],
    ['filter verified', list('verified=verified')],
    ['filter pending', list('verified=pending')],
    ['filter subscription active', list('subscription=active')],
    ['filter paused + verified', list('subscription=paused&verified=verified')],
    [`search '${lastName.toLowerCase()}' + cancelled`, list(`q=${encodeURIComponent(lastName)}&subscription=cancelled`)],
    ['Group by State', API.adminSubscribersByState],
    ['Group by State, pending', `${API.adminSubscribersByState}?verified=pending`],
    ['Group by State, active + verified', `${API.adminSubscribersByState}?subscription=active&verified=verified`],
    [`Group by State, search '${lastName.toLowerCase()}'`, `${API.adminSubscribersByState}?q=${encodeURIComponent(lastName)}`],
    ["Group by State, search 'kh'", `${API.adminSubscribersByState}?q=kh`],
    ['filter country Canada', list('country=CA')],
    ['filter country United States, page 2,500', list('country=US&page=2500&page_size=20')],
    ["search 'mu' in Canada", list('q=mu&country=CA')],
    ['Group by Country', API.adminSubscribersByCountry],
    [`Group by Country, search '${lastName.toLowerCase()}'`, `${API.adminSubscribersByCountry}?q=${encodeURIComponent(lastName)}`],
    ['details of a member', API.adminSubscriber(sample.id)],
  ];

  // Nearest rank: with 20 runs the 95th percentile is the second slowest.
  const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
  const ms = (xs: number[]) => `${percentile(xs, 50).toFixed(1).padStart(8)} ${percentile(xs, 95).toFixed(1).padStart(8)}`;
  /** One warm-up run, then the timed ones; every answer must be a success. */
  const measure = async (url: string) => {
    const times: number[] = [];
    let body = '';
    for (let i = 0; i <= runs; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      if (i > 0) times.push(elapsed);
      body = res.body;
    }
    return { times, body };
  };

  // The PostgreSQL settings docs/performance.md's table depends on, read from the server measured.
  const settings = infra.db.dialect === 'postgres'
    ? `; ${(await sql<{ name: string; setting: string }>`select name, current_setting(name) as setting from pg_settings where name in ('shared_buffers', 'work_mem', 'max_parallel_workers_per_gather') order by name`.execute(infra.db.kysely)).rows.map((r) => `${r.name}=${r.setting}`).join(', ')}`
    : '';
  console.log(`${members.toLocaleString('en-US')} members, ${infra.db.dialect}${settings}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${runs} runs after a warm-up\n`);
  console.log(`${'request'.padEnd(46)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  answer`);

  for (const [name, url] of cases) {
    const { times, body } = await measure(url);
    const json = JSON.parse(body) as { total?: number; items?: unknown[] } | unknown[];
    const answer = Array.isArray(json) ? `${json.length} ${url.startsWith(API.adminSubscribersByCountry) ? 'countries' : 'states'}` : json.items && json.total !== undefined ? `${json.total.toLocaleString('en-US')} matches` : '';
    console.log(`${name.padEnd(46)} ${ms(times)}  ${answer}`);
  }

  // Writes: unverify then verify the sample member again, so the data ends as it started.
  const writes: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const verified of [false, true]) {
      const start = performance.now();
      const res = await app.inject({ method: 'PUT', url: API.adminSubscriberVerified(sample.id), headers, payload: { verified } });
      writes.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
    }
  }
  console.log(`${'verify / unverify (audited, in a transaction)'.padEnd(46)} ${ms(writes)}`);

  const { times: exports, body: csv } = await measure(`${API.adminSubscribersCsv}?q=${encodeURIComponent(lastName)}`);
  const rows = csv.split('\r\n').length - 2;
  console.log(`${`CSV export of '${lastName.toLowerCase()}'`.padEnd(46)} ${ms(exports)}  ${rows.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB`);

  // The public counter while an admin exports a broad search, over real sockets: the export's reads
  // must leave the event loop to public requests (the same 50 ms p99 bound as during a sign-up burst).
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const counter = { url: `${base}${API.stats}`, connections: 4, overallRate: PUBLIC_RATE };
  const idle = await autocannon({ ...counter, duration: 4 });
  let loader: { stop(): void } | undefined;
  const during = new Promise<Result>((resolve, reject) => {
    loader = autocannon({ ...counter, duration: 600 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
  const started = performance.now();
  const broad = await fetch(`${base}${API.adminSubscribersCsv}?q=${BROAD_EXPORT}`, { headers });
  const broadRows = (await broad.text()).split('\r\n').length - 2;
  const broadMs = performance.now() - started;
  loader!.stop();
  const busy = await during;
  if (broad.status !== 200 || busy.non2xx > 0 || busy.errors > 0) throw new Error(`export ${broad.status}; counter ${busy.non2xx} non-2xx, ${busy.errors} errors`);
  console.log(`\nCSV export of '${BROAD_EXPORT}': ${broadRows.toLocaleString('en-US')} rows in ${(broadMs / 1000).toFixed(1)} s`);
  console.log(`GET /api/stats at ${PUBLIC_RATE}/s meanwhile: p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms, max ${busy.latency.max} ms (idle: p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms)`);
} finally {
  await app.close();
  await infra.close();
}
