import { useLingui } from '@lingui/react';
import type { OrganisationPerson } from '../../../shared/schemas/organisation';
import { isolate, useOrganisation } from './use-organisation';

/** Who runs the community, for the contact page: each line only when the organisation has given it. */
export function OrganisationDetails() {
  const { i18n } = useLingui();
  const org = useOrganisation();
  if (!org) return null;
  const board = org.people.filter((p) => p.group === 'board');
  const scholars = org.people.filter((p) => p.group === 'scholar');
  if (!org.legal_name && !org.registration_number && board.length === 0 && scholars.length === 0) return null;
  return (
    <div data-testid="organisation-details" className="space-y-3">
      {(org.legal_name || org.registration_number) && (
        <p>
          {org.legal_name && <span className="block font-semibold text-slate-900">{isolate(org.legal_name)}</span>}
          {org.registration_number && <span className="block">{i18n._('Registration number: {number}', { number: isolate(org.registration_number) })}</span>}
        </p>
      )}
      <PeopleList title={i18n._('Board of directors')} people={board} />
      <PeopleList title={i18n._('Shariah scholars')} people={scholars} />
    </div>
  );
}

function PeopleList({ title, people }: { title: string; people: OrganisationPerson[] }) {
  if (people.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-brand-950">{title}</h3>
      <ul className="mt-1 space-y-1">
        {people.map((person) => (
          <li key={`${person.name} ${person.role}`}>
            <span className="font-medium text-slate-900">{isolate(person.name)}</span>, {isolate(person.role)}
          </li>
        ))}
      </ul>
    </div>
  );
}
