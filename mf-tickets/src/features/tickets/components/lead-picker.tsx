import { useState, type Ref } from 'react';
import { Combobox, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@trellis/ui/forms';
import { TICKET_MESSAGES, type TicketLeadOption } from '@trellis/contracts';
import { useLeadOptions } from '../api/get-lead-options';
import type { Chosen } from './customer-picker';

export interface LeadPickerProps {
  id: string;
  /** The chosen lead, named by its code and task. */
  selected: Chosen | null;
  /**
   * The ticket's own lead when editing: it has a ticket (this one), so the server no longer
   * offers it; it is offered here first.
   */
  own?: TicketLeadOption | null;
  onChange: (lead: TicketLeadOption) => void;
  onBlur?: () => void;
  invalid?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
}

export const leadLabel = (lead: Pick<TicketLeadOption, 'code' | 'task_name'>) =>
  `${lead.code} · ${lead.task_name}`;

/** Picks a confirmed lead without a ticket, searched on the server (by code, task, customer). */
export function LeadPicker({ id, selected, own = null, onChange, ...rest }: LeadPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useLeadOptions(search, open);
  const needle = search.toLowerCase();
  const ownMatches =
    own !== null &&
    [own.code, own.task_name, own.customer_name].some((text) =>
      text.toLowerCase().includes(needle),
    );
  const leads = [
    ...(ownMatches ? [own] : []),
    ...(data ?? []).filter((lead) => lead.id !== own?.id),
  ];
  return (
    <Combobox
      id={id}
      listLabel="Leads"
      value={selected ? String(selected.id) : null}
      selectedLabel={selected?.name ?? ''}
      options={leads.map((lead) => ({
        value: String(lead.id),
        label: leadLabel(lead),
        detail: lead.customer_name,
      }))}
      onQueryChange={setQuery}
      onOpenChange={setOpen}
      onSelect={(option) => {
        const lead = leads.find((candidate) => String(candidate.id) === option.value);
        if (lead) onChange(lead);
      }}
      emptyText={TICKET_MESSAGES.noLeadsAvailable}
      loading={isFetching || search !== query.trim()}
      placeholder="Search confirmed leads by code, task or customer"
      required
      {...rest}
    />
  );
}
