import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage, toast, useRealtimeEvent } from '@trellis/platform';
import {
  BULK_MESSAGES,
  REALTIME_EVENTS,
  type BulkList,
  type BulkRun,
  type BulkUndoResponse,
} from '@trellis/contracts';
import {
  cancelBulkRun,
  getBulkRun,
  postBulk,
  undoBulkRun,
  type BulkRequest,
} from './bulk-requests';

/** How often a running job is asked about, for when its progress events do not arrive. */
export const BULK_POLL_MS = 1500;

export interface BulkRunOptions {
  list: BulkList;
  /** The queries a run may have changed (default: everything under the list's key, `[list]`). */
  queryKey?: QueryKey;
  /** When a run has ended (done or stopped), e.g. to clear the selection. */
  onFinished?: (run: BulkRun) => void;
}

/**
 * Runs a list's bulk actions and follows them: a job's progress from its events (polling as a
 * fallback), stopping it, its end (the list refreshes) and undoing it.
 */
export function useBulkRun({ list, queryKey = [list], onFinished }: BulkRunOptions) {
  const client = useQueryClient();
  const [running, setRunning] = useState<BulkRun | null>(null);
  const [finished, setFinished] = useState<BulkRun | null>(null);
  /** The last undo's answer: what it restored, and what it left because it changed since. */
  const [undone, setUndone] = useState<BulkUndoResponse | null>(null);
  // The poll and the last event may both see the end: it is reported once.
  const ended = useRef(new Set<number>());

  const finish = (run: BulkRun) => {
    if (ended.current.has(run.id)) return;
    ended.current.add(run.id);
    setRunning(null);
    setFinished(run);
    void client.invalidateQueries({ queryKey });
    onFinished?.(run);
  };
  // A poll's answer may be older than the last event: progress never goes back.
  const follow = (run: BulkRun) =>
    run.state === 'running'
      ? setRunning((last) =>
          last?.id === run.id && last.processed > run.processed
            ? { ...run, processed: last.processed, succeeded: last.succeeded }
            : run,
        )
      : finish(run);
  const check = async (id: number) => {
    try {
      const run = await getBulkRun(id);
      if (!ended.current.has(id)) follow(run);
    } catch {
      // The next poll asks again; a lost connection is the poll's whole reason to exist.
    }
  };
  const poll = useEffectEvent((id: number) => void check(id));

  const runningId = running?.id;
  useEffect(() => {
    if (runningId === undefined) return undefined;
    const timer = setInterval(() => poll(runningId), BULK_POLL_MS);
    return () => clearInterval(timer);
  }, [runningId]);

  useRealtimeEvent(REALTIME_EVENTS.bulkProgress, (event) => {
    if (event.id !== runningId) return;
    // The event carries counts only: the failures come with the run itself.
    if (event.state !== 'running') return void check(event.id);
    setRunning(
      (run) =>
        run && {
          ...run,
          total: event.total,
          processed: Math.max(run.processed, event.processed),
          succeeded: event.succeeded,
        },
    );
  });

  const start = async (request: BulkRequest) => {
    setFinished(null);
    setUndone(null);
    follow(await postBulk(list, request));
  };

  const cancel = async () => {
    if (!running) return;
    try {
      follow(await cancelBulkRun(running.id));
    } catch (error) {
      toast(errorMessage(error, BULK_MESSAGES.notRunning), 'error');
    }
  };

  const undo = async (run: BulkRun) => {
    try {
      const answer = await undoBulkRun(run.id);
      setFinished(null);
      setUndone(answer);
      void client.invalidateQueries({ queryKey });
      toast(
        BULK_MESSAGES.undone(answer.restored, answer.refused.length),
        answer.refused.length ? 'warning' : 'success',
      );
    } catch (error) {
      toast(errorMessage(error, BULK_MESSAGES.undoClosed), 'error');
    }
  };

  return {
    /** The job in progress, as last heard. */
    running,
    /** The run that last ended, until dismissed. */
    finished,
    undone,
    start,
    cancel,
    undo,
    dismiss: () => setFinished(null),
    dismissUndone: () => setUndone(null),
  };
}
