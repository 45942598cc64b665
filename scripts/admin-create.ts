/**
 * npm run admin:create -- --email E --password P [--name N]
 * Creates a verified admin, or promotes an existing account (its password is left as it is).
 */
import { parseArgs } from 'node:util';
import { emailField, fullNameField, passwordField } from '../src/shared/schemas/auth';
import { loadConfig } from '../src/server/config';
import { AppError } from '../src/server/http/errors';
import { openInfrastructure } from '../src/server/infrastructure';
import { translators } from '../src/server/i18n/catalogs';
import { createServices } from '../src/server/services';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });

const email = emailField.safeParse(values.email ?? '');
const password = passwordField.safeParse(values.password ?? '');
const name = fullNameField.safeParse(values.name ?? 'Administrator');
if (!email.success || !password.success || !name.success) {
  const problems = [email, password, name].flatMap((r) => (r.success ? [] : [r.error.issues[0]?.message]));
  console.error(`Usage: npm run admin:create -- --email <e-mail> --password <password> [--name <full name>]\n${problems.join('\n')}`);
  process.exit(2);
}

const config = loadConfig();
const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const infra = await openInfrastructure(config, log);
try {
  const services = createServices({ config, ...infra, log, translators: await translators() });
  const result = await services.auth.createOrPromoteAdmin({ email: email.data, password: password.data, fullName: name.data });
  console.log(result.created ? `Created admin ${email.data}.` : `Promoted ${email.data} to admin (password unchanged).`);
  console.log('At their first sign-in they will be asked to turn on two-step verification with an authenticator app.');
} catch (err) {
  // A refused password (too easy to guess) is told as the sign-up form tells it.
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 2;
} finally {
  await infra.close();
}
