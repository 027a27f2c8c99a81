/**
 * The rows a record's delete takes with it, as the schema's foreign keys decide: the record's
 * own row, the rows ON DELETE CASCADE removes (and theirs), and the links elsewhere ON DELETE
 * SET NULL clears. A bulk delete keeps them all, so that Undo can put the record back whole.
 */
export interface RecordGraph {
  table: string;
  /**
   * Columns the database's triggers keep (counts, copies of the parent's fields): left out of
   * the snapshot, so that the restore's inserts compute them afresh rather than count twice.
   */
  derived?: readonly string[];
  /**
   * Columns naming a row whose delete would have set them null (column -> its table): a row
   * deleted since comes back empty there, as it would have had the record stayed.
   */
  nullable?: Readonly<Record<string, string>>;
  /** Tables whose rows cascade with these, by their column holding this table's id. */
  children?: readonly (RecordGraph & { key: string })[];
  /** Columns elsewhere cleared by the delete, pointed at the record again when restored. */
  nulled?: readonly { table: string; key: string }[];
}

export const CUSTOMER_GRAPH: RecordGraph = {
  table: 'customers',
  derived: ['documents_count', 'first_person'],
  children: [
    { table: 'customer_persons', key: 'customer_id' },
    {
      table: 'customer_documents',
      key: 'customer_id',
      derived: [
        'previous_expiry',
        'customer_active',
        'customer_created_at',
        'customer_tickets',
        'customer_revenue',
        'customer_currency',
        'customer_amount',
      ],
      // The expiry alerts already sent, so that a restored document is not announced again.
      children: [
        {
          table: 'expiry_alerts',
          key: 'customer_document_id',
          nullable: { notification_id: 'notifications' },
        },
      ],
    },
  ],
  nulled: [{ table: 'receivables', key: 'customer_id' }],
};

export const LEAD_GRAPH: RecordGraph = {
  table: 'leads',
  derived: ['customer_name_key'],
  children: [{ table: 'lead_status_changes', key: 'lead_id', nullable: { changed_by: 'users' } }],
};

export const TICKET_GRAPH: RecordGraph = {
  table: 'tickets',
  nullable: { engineer_id: 'users' },
  children: [
    { table: 'ticket_files', key: 'ticket_id' },
    {
      table: 'ticket_work_logs',
      key: 'ticket_id',
      nullable: { engineer_id: 'users', created_by: 'users' },
    },
  ],
  nulled: [{ table: 'receivables', key: 'ticket_id' }],
};
