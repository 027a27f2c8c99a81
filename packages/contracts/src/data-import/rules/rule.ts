import type { Permission } from '../../permissions';

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Other headers that mean this field, compared without case, spaces or punctuation. */
  synonyms: readonly string[];
}

export interface ImportKindRule {
  /** The list, as its screen is called. */
  label: string;
  /** The record, for sentences ("12 customers created"). */
  noun: { one: string; many: string };
  fields: readonly ImportField[];
  /**
   * The fields whose values, together, name one record (compared without case). A row whose key
   * is empty always creates a record.
   */
  key: readonly string[];
  /** What importing takes (creating the list's records). */
  permission: Permission;
  /** The records of another list a file may create first (a leads file's new customers). */
  alsoCreates?: { one: string; many: string };
}

export const field = (
  key: string,
  label: string,
  required: boolean,
  synonyms: string[] = [],
): ImportField => ({ key, label, required, synonyms });
