import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** A form field by (part of) its label. */
export const formField = (label: string) => screen.getByLabelText(label, { exact: false });

/** A form section by its title. */
export const formSection = (title: string) => within(screen.getByRole('group', { name: title }));

/** Picks an option of a form combobox (Customer, Lead, Engineer) by typing part of its name. */
export async function pickOption(user: User, box: string, typed: string, option: string | RegExp) {
  const combobox = screen.getByRole('combobox', { name: box });
  await user.clear(combobox);
  await user.type(combobox, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * Fills the task and site fields a lead's form and a ticket's share (the task, its days and
 * hour, the scope of work and the address), as a user types them.
 */
export async function fillTaskAndSiteFields(user: User, days: { start: string; end: string }) {
  await user.type(formField('Task Name'), 'Rack install');
  await user.clear(formField('Task Start Date'));
  await user.type(formField('Task Start Date'), days.start);
  await user.type(formField('Task End Date'), days.end);
  await user.type(formField('Task Time'), '09:00');
  await user.type(formField('Scope of Work'), 'Install two racks');
  await user.type(formField('Apartment'), 'Unit 4');
  await user.type(formField('Address Line 1'), '1 Main Street');
  await user.type(formField('City'), 'London');
  await user.type(formField('Country'), 'United Kingdom');
  await user.type(formField('Zip Code'), 'EC1A 1BB');
}
