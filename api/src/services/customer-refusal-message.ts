const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Why a customer cannot be deleted, naming what still references it. */
export function refusalMessage(
  name: string,
  references: { leads: number; tickets: number },
): string {
  const parts = [
    references.leads > 0 ? plural(references.leads, 'lead') : null,
    references.tickets > 0 ? plural(references.tickets, 'ticket') : null,
  ].filter(Boolean);
  return `${name} cannot be deleted: ${parts.join(' and ')} still reference${references.leads + references.tickets === 1 ? 's' : ''} this customer. Delete or reassign them first.`;
}
