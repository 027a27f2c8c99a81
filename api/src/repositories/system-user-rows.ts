import {
  API_ROUTES,
  type SystemUser,
  type SystemUserEvent,
  type SystemUserStatus,
} from '@trellis/contracts';
import { isoOf } from '../lib/iso-time';

// System users are the staff rows of `users`. Their status is stored in the one vocabulary both
// kinds of account share (migration 20261123092000): pending is the engineers' Invited.

export const STORED_STATUS: Record<SystemUserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Invited',
};

const API_STATUS: Record<string, SystemUserStatus> = {
  Active: 'active',
  Inactive: 'inactive',
  Invited: 'pending',
};

/** The API's status of a stored one (the users_status_check constraint allows no other). */
export function systemUserStatus(stored: string): SystemUserStatus {
  const status = API_STATUS[stored];
  if (!status) throw new Error(`Unknown stored user status ${stored}`);
  return status;
}

/** A staff row with its role's name; timestamps as Dates from a row or epoch ms from JSON. */
export interface SystemUserRow {
  id: number;
  username: string;
  email: string;
  role_id: number | null;
  role_name: string | null;
  status: string;
  /** The latest sign-in (users.current_login; users.last_login is the one before it). */
  last_login: Date | number | null;
  created_at: Date | number;
  updated_at: Date | number;
  profile_file_id: number | null;
}

export function toSystemUser(row: SystemUserRow): SystemUser {
  return {
    id: row.id,
    name: row.username,
    email: row.email,
    role:
      row.role_id !== null && row.role_name !== null
        ? { id: row.role_id, name: row.role_name }
        : null,
    status: systemUserStatus(row.status),
    last_login: row.last_login === null ? null : isoOf(row.last_login),
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    avatar: row.profile_file_id ? API_ROUTES.files(row.profile_file_id) : null,
  };
}

export function systemUserEvent(user: SystemUser): SystemUserEvent {
  return { id: user.id, name: user.name, email: user.email, status: user.status };
}
