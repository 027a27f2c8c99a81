import { ComingSoon } from '@trellis/ui/controls';

export interface PlaceholderPageProps {
  title: string;
}

/** Project Management, Meeting, Sample Reports, Bank, Library, Training: placeholder pages. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <ComingSoon
      title={title}
      heading="Placeholder page"
      message={`${title} is a placeholder page for now.`}
    />
  );
}
