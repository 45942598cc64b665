export interface ForeignKey {
  table: string;
  references: string;
  columns: string[];
}

export class CopyError extends Error {}

/**
 * Tables ordered so each comes after every table it references, and, per table, the columns that
 * reference the table itself: those are filled in a second pass, once every row they may name exists.
 */
export function copyOrder(tables: string[], foreignKeys: ForeignKey[]): { order: string[]; selfReferences: Map<string, string[]> } {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  const selfReferences = new Map<string, string[]>();
  for (const fk of foreignKeys) {
    if (fk.table === fk.references) selfReferences.set(fk.table, [...(selfReferences.get(fk.table) ?? []), ...fk.columns]);
    else parents.get(fk.table)?.add(fk.references);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p) || !parents.has(p)));
    if (ready.length === 0) throw new CopyError(`the foreign keys between ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle`);
    for (const t of ready) {
      order.push(t);
      placed.add(t);
    }
  }
  return { order, selfReferences };
}
