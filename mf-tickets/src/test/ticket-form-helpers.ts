import type userEvent from '@testing-library/user-event';
import { fillTaskAndSiteFields } from '@trellis/platform/testing';

type User = ReturnType<typeof userEvent.setup>;

export { formField as field, formSection as section, pickOption } from '@trellis/platform/testing';

/** Fills every required text field of the ticket form (not the pickers). */
export const fillTicketFields = (user: User) =>
  fillTaskAndSiteFields(user, { start: '2026-02-03', end: '2026-02-04' });
