import { RunProgress } from '../run-progress';
import { IMPORT_LABELS } from './import-labels';

export interface ImportProgressProps {
  /** What is being done ("Importing 15 customers…"). */
  label: string;
  /** Records written so far, and how many will be. */
  done: number;
  total: number;
}

/** An import being written: how far it has got (it runs to the end, so no Stop). */
export function ImportProgress({ label, done, total }: ImportProgressProps) {
  return (
    <RunProgress
      label={label}
      done={done}
      total={total}
      text={IMPORT_LABELS.progress(done, total)}
    />
  );
}
