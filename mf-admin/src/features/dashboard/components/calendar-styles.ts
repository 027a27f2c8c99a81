import styled from 'styled-components';

/**
 * FullCalendar in the theme's colours, both themes: its CSS variables set from the tokens, and
 * every place it paints text or a fill also declared here with the token itself (where the
 * contrast test reads each pair). Its default faded numbers of other months' days would fail
 * WCAG AA; they use the muted text colour instead.
 */
export const StyledCalendar = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceAlt};
  --fc-neutral-text-color: ${({ theme }) => theme.colors.textMuted};
  --fc-today-bg-color: ${({ theme }) => theme.colors.surfaceHover};
  --fc-non-business-color: ${({ theme }) => theme.colors.surfaceAlt};
  --fc-highlight-color: ${({ theme }) => theme.colors.accentSoft};
  --fc-now-indicator-color: ${({ theme }) => theme.colors.danger};
  --fc-button-bg-color: ${({ theme }) => theme.colors.accent};
  --fc-button-border-color: ${({ theme }) => theme.colors.accent};
  --fc-button-text-color: ${({ theme }) => theme.colors.onAccent};
  --fc-button-hover-bg-color: ${({ theme }) => theme.colors.accentHover};
  --fc-button-hover-border-color: ${({ theme }) => theme.colors.accentHover};
  --fc-button-active-bg-color: ${({ theme }) => theme.colors.accentHover};
  --fc-button-active-border-color: ${({ theme }) => theme.colors.accentHover};
  --fc-event-bg-color: ${({ theme }) => theme.colors.accent};
  --fc-event-border-color: ${({ theme }) => theme.colors.accent};
  --fc-event-text-color: ${({ theme }) => theme.colors.onAccent};
  --fc-small-font-size: ${({ theme }) => theme.fontSizes.xs};

  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  .fc .fc-toolbar-title {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }

  .fc .fc-button-primary {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    text-transform: none;
    &:hover,
    &:not(:disabled).fc-button-active,
    &:not(:disabled):active {
      background: ${({ theme }) => theme.colors.accentHover};
      border-color: ${({ theme }) => theme.colors.accentHover};
      color: ${({ theme }) => theme.colors.onAccent};
    }
  }

  .fc .fc-col-header-cell {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }

  .fc .fc-col-header-cell-cushion,
  .fc .fc-daygrid-day-number {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  .fc .fc-day-other .fc-daygrid-day-top {
    opacity: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    .fc-daygrid-day-number {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }

  .fc .fc-daygrid-day.fc-day-today,
  .fc .fc-timegrid-col.fc-day-today {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  .fc .fc-non-business {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  .fc .fc-daygrid-more-link {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.accentText};
  }

  .fc .fc-timegrid-slot-label,
  .fc .fc-timegrid-axis {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .fc .fc-popover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.md};
    .fc-popover-header {
      background: ${({ theme }) => theme.colors.surfaceAlt};
      color: ${({ theme }) => theme.colors.text};
    }
  }

  .fc .fc-event {
    cursor: pointer;
  }

  /* One colour per status group, as on the tiles: Open, In Progress, Resolved; Expired gray. */
  .fc .fc-event.trellis-event-open {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    .fc-event-main {
      color: ${({ theme }) => theme.colors.onAccent};
    }
  }
  .fc .fc-event.trellis-event-in_progress {
    background: ${({ theme }) => theme.colors.purple};
    border-color: ${({ theme }) => theme.colors.purple};
    color: ${({ theme }) => theme.colors.onPurple};
    .fc-event-main {
      color: ${({ theme }) => theme.colors.onPurple};
    }
  }
  .fc .fc-event.trellis-event-resolved {
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
    .fc-event-main {
      color: ${({ theme }) => theme.colors.onSuccess};
    }
  }
  .fc .fc-event.trellis-event-expired {
    background: ${({ theme }) => theme.colors.neutral};
    border-color: ${({ theme }) => theme.colors.neutral};
    color: ${({ theme }) => theme.colors.onNeutral};
    .fc-event-main {
      color: ${({ theme }) => theme.colors.onNeutral};
    }
  }

  /* A day's "+N more" is drawn as an entry of its own: it looks like FullCalendar's more link. */
  .fc .fc-event.trellis-more {
    background: ${({ theme }) => theme.colors.surface};
    border-color: transparent;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    .fc-event-main {
      color: ${({ theme }) => theme.colors.accentText};
    }
  }
`;
