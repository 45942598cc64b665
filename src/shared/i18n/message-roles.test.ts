import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A message id has one translation, so an English word that is both an action and a name needs two
 * ids where another language says them differently: French "Partager" is the button, "Part des
 * membres" the column; the inbox's "Open message" button stands beside the status "Open". This finds
 * every literal id the client shows and where: on a button (its text, its aria-label, a confirmation's
 * `confirmLabel`), or as a name (a column header, a badge, a term of a description list, an option, a
 * heading). An id found in both places fails. A dialog's title is neither: a dialog opened by "Add
 * Product" may well be titled "Add Product" in every language.
 */

type Role = 'action' | 'name';

const ACTION_ELEMENTS = /^(Button|button)$|\.(Close|Cancel|Action)$/;
const NAME_ELEMENTS = /^(Th|th|Badge|dt|option|h[1-6]|CardTitle)$/;
const ACTION_ATTRIBUTES = new Set(['confirmLabel']);

const tagName = (element: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(element) ? element.openingElement.tagName : element.tagName).getText();

/** Climbs from a call to the JSX it feeds: through `a ? b : c`, `a && b`, parentheses and template parts. */
function jsxHolder(node: ts.Node): ts.Node | undefined {
  let at: ts.Node = node;
  while (at.parent && (ts.isConditionalExpression(at.parent) || ts.isBinaryExpression(at.parent) || ts.isParenthesizedExpression(at.parent))) at = at.parent;
  return ts.isJsxExpression(at.parent) ? at.parent.parent : undefined;
}

function roleOf(call: ts.CallExpression): Role | undefined {
  const holder = jsxHolder(call);
  if (!holder) return undefined;
  if (ts.isJsxElement(holder)) {
    const tag = tagName(holder);
    if (ACTION_ELEMENTS.test(tag)) return 'action';
    if (NAME_ELEMENTS.test(tag)) return 'name';
    return undefined;
  }
  if (ts.isJsxAttribute(holder)) {
    const attribute = holder.name.getText();
    if (ACTION_ATTRIBUTES.has(attribute)) return 'action';
    const element = holder.parent.parent;
    if (attribute === 'aria-label' && (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) && ACTION_ELEMENTS.test(element.tagName.getText())) return 'action';
  }
  return undefined;
}

/** Per id, the roles it plays and where, in the sources given as { file: text }. */
function messageRoles(sources: Record<string, string>): Map<string, Map<Role, string[]>> {
  const roles = new Map<string, Map<Role, string[]>>();
  for (const [file, text] of Object.entries(sources)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText().endsWith('i18n._')) {
        const [id] = node.arguments;
        const role = roleOf(node);
        if (id && ts.isStringLiteralLike(id) && role) {
          const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          const byRole = roles.get(id.text) ?? new Map<Role, string[]>();
          byRole.set(role, [...(byRole.get(role) ?? []), where]);
          roles.set(id.text, byRole);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return roles;
}

/**
 * Ids checked to read right both ways in every language. The /two-step page is titled by what it
 * does, with the same words as its button: French's infinitive ("Activer la vérification en deux
 * étapes") and Arabic's verbal noun ("تفعيل التحقق بخطوتين") serve as a heading and as a button alike.
 */
const READS_RIGHT_BOTH_WAYS = new Set(['Turn on two-step verification']);

const bothWays = (roles: Map<string, Map<Role, string[]>>) =>
  [...roles]
    .filter(([id, byRole]) => byRole.has('action') && byRole.has('name') && !READS_RIGHT_BOTH_WAYS.has(id))
    .map(([id, byRole]) => ({ id, action: byRole.get('action'), name: byRole.get('name') }));

function clientSources(): Record<string, string> {
  const root = path.resolve(import.meta.dirname, '../../client');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));
  return Object.fromEntries(files.map((f) => [path.join('src/client', f), readFileSync(path.join(root, f), 'utf8')]));
}

describe('one meaning per message id', () => {
  it('tells a button from a column header, a badge or an option', () => {
    const roles = messageRoles({
      'table.tsx': `const a = <Th>{i18n._('Share')}</Th>;
                    const b = <Button onClick={share}>{busy ? i18n._('Sharing...') : i18n._('Share')}</Button>;
                    const c = <Badge>{i18n._('Open')}</Badge>;
                    const d = <ConfirmDialog title={i18n._('Close this?')} confirmLabel={i18n._('Open')} />;
                    const e = <Button aria-label={i18n._('Edit {name}', { name })}>{i18n._('Edit')}</Button>;
                    const f = <Dialog title={i18n._('Edit')}><p>{i18n._('Share')}</p></Dialog>;`,
    });
    expect(bothWays(roles).map((conflict) => conflict.id)).toEqual(['Share', 'Open']);
    expect([...roles.keys()]).not.toContain('Close this?');
  });

  // Parsing the client's sources is the slow part; both checks read the one result.
  let clientRoles: Map<string, Map<Role, string[]>> | undefined;
  const rolesOfClient = () => (clientRoles ??= messageRoles(clientSources()));

  it('finds the buttons and names of the client', () => {
    const roles = rolesOfClient();
    const count = (role: Role) => [...roles.values()].filter((byRole) => byRole.has(role)).length;
    expect(count('action')).toBeGreaterThan(30);
    expect(count('name')).toBeGreaterThan(30);
  });

  it('gives no id to both a button and a name', () => {
    expect(bothWays(rolesOfClient())).toEqual([]);
  });
});
