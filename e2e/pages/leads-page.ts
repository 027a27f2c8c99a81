import type { Locator, Page } from '@playwright/test';

/** What a new lead needs besides its customer and the form's defaults. */
export interface LeadFields {
  taskName: string;
  endClient: string;
  /** YYYY-MM-DD. */
  endDate: string;
  taskTime: string;
  scope: string;
  apartment: string;
  address: string;
  city: string;
  country: string;
  zip: string;
  hourly: string;
  halfDay: string;
  fullDay: string;
}

/** The leads list, its dialogs and the lead form of mf-leads. */
export class LeadsPage {
  constructor(private readonly page: Page) {}

  readonly search = () => this.page.getByRole('searchbox', { name: 'Search leads' });
  readonly row = (text: string) =>
    this.page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: text });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: false });
  readonly customer = () => this.page.getByRole('combobox', { name: 'Customer' });
  readonly timeZone = () => this.page.getByRole('combobox', { name: 'Timezone' });

  async action(rowText: string, item: 'View' | 'Edit' | 'Clone' | 'Delete') {
    await this.row(rowText)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Opens Change Status from the row's status. */
  async openStatus(rowText: string): Promise<Locator> {
    await this.row(rowText)
      .getByRole('button', { name: /Change Status of/ })
      .click();
    return this.dialog('Change Status');
  }

  /** Fills the open Change Status dialog and submits it. */
  async changeStatus(
    dialog: Locator,
    status: 'BID' | 'Confirmed' | 'Reschedule' | 'Cancelled',
    { followUp, reason }: { followUp?: string; reason?: string } = {},
  ) {
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: status });
    if (followUp) await dialog.getByLabel('Follow-up Date').fill(followUp);
    if (reason) await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Submit' }).click();
  }

  async fillLead(lead: LeadFields) {
    await this.field('Task Name').fill(lead.taskName);
    await this.field('End Client Name').fill(lead.endClient);
    await this.field('Task End Date').fill(lead.endDate);
    await this.field('Task Time').fill(lead.taskTime);
    await this.field('Scope of Work').fill(lead.scope);
    await this.field('Apartment').fill(lead.apartment);
    await this.field('Address Line 1').fill(lead.address);
    await this.field('City').fill(lead.city);
    await this.field('Country').fill(lead.country);
    await this.field('Zip Code').fill(lead.zip);
    await this.field('Hourly Rate').fill(lead.hourly);
    await this.field('Half Day Rate').fill(lead.halfDay);
    await this.field('Full Day Rate').fill(lead.fullDay);
  }
}
