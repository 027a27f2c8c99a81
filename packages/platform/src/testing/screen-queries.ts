import { screen, within } from '@testing-library/react';

/** The table row that holds `text`, so a test can check that row's cells together. */
export const rowWith = (text: string) => screen.getByText(text).closest('tr')!;

/** What a stat card in the `summary` region shows under its `label`. */
export const statValue = (summary: string, label: string) =>
  within(screen.getByRole('region', { name: summary })).getByText(label).nextSibling;
