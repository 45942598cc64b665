/**
 * npm run roles -- grant --email E --role shariah_board|auditor --name "Public name"
 * npm run roles -- revoke --email E --role shariah_board|auditor
 * Grants or revokes a signing role at once (from /admin it takes two admins), recorded in the security log.
 */
import { parseArgs } from 'node:util';
import { roleChangeSchema } from '../../shared/oversight';
import { loadConfig } from '../config';
import { AppError } from '../http/errors';
import { translators } from '../i18n/catalogs';
import { openInfrastructure } from '../infrastructure';
import { createServices } from '../services';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run roles -- grant|revoke --email <e-mail> --role shariah_board|auditor [--name <public name>]';

await runCommand(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const input = roleChangeSchema.safeParse({ change: positionals[0], email: values.email ?? '', role: values.role, display_name: values.name });
  if (!input.success) {
    console.error(`${USAGE}\n${input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
  const infra = await openInfrastructure(config, log);
  try {
    const services = createServices({ config, ...infra, log, translators: await translators() });
    await services.roles.applyFromCli(input.data);
    const { change, role, email } = input.data;
    console.log(change === 'grant' ? `Granted ${role} to ${email}. They must turn on two-step verification before signing.` : `Revoked ${role} from ${email}.`);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    process.exitCode = 2;
  } finally {
    await infra.close();
  }
});
