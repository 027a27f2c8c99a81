/** Display codes derived from ids: prefix plus the id zero-padded to 3 digits. */
export const CODE_PREFIX = {
  customer: '#AIM-C-',
  engineer: 'AIM-E-',
  lead: '#AIM-L-',
  ticket: '#AIM-T-',
} as const;

export function displayCode(kind: keyof typeof CODE_PREFIX, id: number): string {
  return `${CODE_PREFIX[kind]}${String(id).padStart(3, '0')}`;
}
