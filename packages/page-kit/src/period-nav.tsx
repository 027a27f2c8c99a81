import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, IconButton } from '@trellis/ui/controls';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  &[data-title='grows'] h2 {
    flex: 1 1 12rem;
  }
  &[data-title='centred'] h2 {
    min-width: 10rem;
    text-align: center;
  }
`;

export interface PeriodNavProps {
  /** The period shown (a month, a range of days), announced as it changes. */
  title: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** The way back to the period holding today; left out while it is shown. */
  back?: { label: string; onClick: () => void };
  /** 'grows': the title takes the free width; 'centred': it sits between the arrows. */
  titleLayout?: 'grows' | 'centred';
  /** More controls after the way back (the board's range size, say). */
  children?: ReactNode;
}

/** A calendar's period bar: the previous and next periods around the title, and a way back. */
export function PeriodNav({
  title,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  back,
  titleLayout = 'grows',
  children,
}: PeriodNavProps) {
  return (
    <StyledBar data-title={titleLayout}>
      <IconButton
        label={previousLabel}
        icon={<ChevronLeft aria-hidden size={18} />}
        onClick={onPrevious}
      />
      <h2 aria-live="polite">{title}</h2>
      <IconButton
        label={nextLabel}
        icon={<ChevronRight aria-hidden size={18} />}
        onClick={onNext}
      />
      {back && (
        <Button size="sm" variant="secondary" onClick={back.onClick}>
          {back.label}
        </Button>
      )}
      {children}
    </StyledBar>
  );
}
