import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** A form field by (part of) its label. */
export const field = (label: string) => screen.getByLabelText(label, { exact: false });

/** A form section by its title. */
export const section = (title: string) => within(screen.getByRole('group', { name: title }));

/** Picks an option of a form combobox (Customer, Lead, Engineer) by typing part of its name. */
export async function pickOption(user: User, box: string, typed: string, option: string | RegExp) {
  const combobox = screen.getByRole('combobox', { name: box });
  await user.clear(combobox);
  await user.type(combobox, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills every required text field of the ticket form (not the pickers). */
export async function fillTicketFields(user: User) {
  await user.type(field('Task Name'), 'Rack install');
  await user.type(field('Task Start Date'), '2026-02-03');
  await user.type(field('Task End Date'), '2026-02-04');
  await user.type(field('Task Time'), '09:00');
  await user.type(field('Scope of Work'), 'Install two racks');
  await user.type(field('Apartment'), 'Unit 4');
  await user.type(field('Address Line 1'), '1 Main Street');
  await user.type(field('City'), 'London');
  await user.type(field('Country'), 'United Kingdom');
  await user.type(field('Zip Code'), 'EC1A 1BB');
}
