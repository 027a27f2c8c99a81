import { field } from './rule';

/** Authorised persons a customer's row may carry, as repeated columns ("Person 1 name", …). */
export const IMPORT_MAX_PERSONS = 3;

/** A person's three parts: the row field's suffix, the person's own field, its label. */
export const PERSON_PARTS = [
  { part: 'name', key: 'person_name', label: 'name' },
  { part: 'email', key: 'person_email', label: 'email' },
  { part: 'contact', key: 'person_contact', label: 'contact' },
] as const;

export const personField = (n: number, part: string) => `person_${n}_${part}`;

/** The repeated person columns, person by person. */
export const PERSON_IMPORT_FIELDS = Array.from({ length: IMPORT_MAX_PERSONS }, (_, i) =>
  PERSON_PARTS.map(({ part, label }) =>
    field(personField(i + 1, part), `Person ${i + 1} ${label}`, false, [
      `contact ${i + 1} ${label}`,
      `authorised person ${i + 1} ${label}`,
      `authorized person ${i + 1} ${label}`,
    ]),
  ),
).flat();
