export {
  DayGrid,
  DayGridMark,
  dayGridSpanWidth,
  type DayGridProps,
  type DayGridDay,
  type DayGridColumn,
  type DayGridRowProps,
} from '../components/day-grid';
export type { DayGridCellTone } from '../components/day-grid-tones';
