import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRealtimeEvent } from '@trellis/platform';
import {
  REALTIME_EVENTS,
  type DataImport,
  type ImportProgressEvent,
  type ImportState,
} from '@trellis/contracts';
import { getImportDetail } from './import-requests';

/** How often an import being read or written is asked about, for when its events do not arrive. */
export const IMPORT_POLL_MS = 1000;

// An import only moves forward: of two answers about it, the one further along is the newer.
const STAGE: Record<ImportState, number> = {
  staging: 0,
  ready: 1,
  importing: 2,
  done: 3,
  failed: 3,
  cancelled: 3,
};

const newer = (answered: DataImport | null, fetched: DataImport | undefined) =>
  !fetched || (answered && STAGE[answered.state] > STAGE[fetched.state]) ? answered : fetched;

/** The server is at work on it: reading the file (staging) or writing the records (importing). */
export const isWorking = (state: ImportState) => state === 'staging' || state === 'importing';

export const importDetailKey = (id: number | undefined, page?: number): QueryKey =>
  page === undefined ? ['data-import', id] : ['data-import', id, page];

/** Over: written, failed or cancelled. */
export const isEnded = (state: ImportState) => STAGE[state] === STAGE.done;

export interface ImportFollowOptions {
  /** The queries the import changes once written. */
  queryKey: QueryKey;
  /** Once the import is over: written (its list then refreshed), failed or cancelled. */
  onEnd: (result: DataImport) => void;
}

/**
 * Follows an import from the last answer about it (`answered`): its preview and a page of its
 * errors, its progress from its events (polling as a fallback while the server works on it) and
 * its end, which refreshes the list it went into.
 */
export function useImportFollow(
  answered: DataImport | null,
  page: number,
  { queryKey, onEnd }: ImportFollowOptions,
) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ImportProgressEvent | null>(null);
  // The poll and the last event may both see the end: it is reported once.
  const reported = useRef(new Set<number>());
  const id = answered?.id;

  const detail = useQuery({
    queryKey: importDetailKey(id, page),
    queryFn: () => getImportDetail(id!, page),
    enabled: id !== undefined,
    // Another page of errors keeps the preview on screen; another import starts from its own.
    placeholderData: (previous) => (previous?.import.id === id ? previous : undefined),
    refetchInterval: (query) => {
      const state = newer(answered, query.state.data?.import)?.state;
      return state && isWorking(state) ? IMPORT_POLL_MS : false;
    },
  });
  const fetched = detail.data?.import.id === id ? detail.data : undefined;
  const current = newer(answered, fetched?.import);

  useRealtimeEvent(REALTIME_EVENTS.importProgress, (event) => {
    if (event.id !== id) return;
    // A late event of the same step never takes the count back.
    setProgress((last) =>
      last?.id === event.id && last.state === event.state && last.done > event.done ? last : event,
    );
    // The event carries counts only: the preview and the errors come with the import itself.
    if (event.state !== current?.state)
      void client.invalidateQueries({ queryKey: importDetailKey(id) });
  });

  const finish = useEffectEvent((result: DataImport) => {
    if (result.state === 'done') void client.invalidateQueries({ queryKey });
    onEnd(result);
  });
  useEffect(() => {
    if (!current || !isEnded(current.state) || reported.current.has(current.id)) return;
    reported.current.add(current.id);
    finish(current);
  }, [current]);

  return {
    /** The import as last heard, from an answer, a fetch or an event. */
    current,
    /** Its preview and page of errors, once fetched. */
    detail: fetched,
    /** Its last progress event, while it is of the step the import is at. */
    progress: progress && progress.id === id && progress.state === current?.state ? progress : null,
  };
}
