import type { ReactNode } from 'react';
import { PageHeader } from '@trellis/ui/controls';
import { StyledPage } from './page-layout';

export interface PageFrameProps {
  title: string;
  description: string;
  /** The header's buttons and menus, side by side. */
  actions?: ReactNode;
  /** The screen below its header: cards, filters, the list, its dialogs. */
  children: ReactNode;
}

/** A screen's column: its header (title, description, actions), then what the screen shows. */
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  return (
    <StyledPage>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </StyledPage>
  );
}
