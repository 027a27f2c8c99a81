import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '@trellis/platform';
import {
  IMPORT_MESSAGES,
  type DataImport,
  type ImportKind,
  type ImportMode,
} from '@trellis/contracts';
import { cancelImport, commitImport, postImport, type ImportMapping } from './import-requests';
import { importDetailKey, useImportFollow } from './use-import-follow';
import { IMPORT_LABELS } from './import-labels';

const ACCEPTED_NAME = /\.(csv|xlsx)$/i;

/** Not yet written: cancelling it ends it and drops what was read. */
const isOpen = (left: DataImport | null): left is DataImport =>
  left?.state === 'staging' || left?.state === 'ready';

/** Ends an import the reader has left; one that ended meanwhile answers 409, and that is fine. */
async function drop(left: DataImport | null) {
  if (!isOpen(left)) return;
  try {
    await cancelImport(left.id);
  } catch {
    // Ended already, or gone: nothing is left to cancel.
  }
}

export interface DataImportOptions {
  kind: ImportKind;
  /** The queries an import may change (default: everything under the kind's key, `[kind]`). */
  queryKey?: QueryKey;
  /** Once an import the reader committed is over: written, failed or cancelled. */
  onEnd: (result: DataImport) => void;
}

/**
 * One import from choosing its file to its end: the upload (again, with other columns or another
 * mode, as a new import that replaces the last), the commit, a cancel and starting over.
 */
export function useDataImport({ kind, queryKey = [kind], onEnd }: DataImportOptions) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all');
  /** The last answer to a write (upload, commit, cancel): which import is followed. */
  const [answered, setAnswered] = useState<DataImport | null>(null);
  const [committed, setCommitted] = useState(false);
  const [page, setPage] = useState(1);
  /** The columns as the reader changed them, until the file is checked with them. */
  const [draft, setDraft] = useState<ImportMapping | null>(null);
  const [pending, setPending] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Starting over while an upload is on its way makes its answer one to drop, not to show.
  const session = useRef(0);
  // An import left before its commit ends as cancelled, which is no news to the reader.
  const follow = useImportFollow(answered, page, {
    queryKey,
    onEnd: (result) => {
      if (committed) onEnd(result);
    },
  });
  const { current } = follow;

  // A page that goes away with an import in preview ends it: nobody would commit it.
  const left = useRef<DataImport | null>(null);
  useEffect(() => {
    left.current = current;
  });
  useEffect(() => () => void drop(left.current), []);

  const clearState = () => {
    setAnswered(null);
    setCommitted(false);
    setPage(1);
    setDraft(null);
    setProblem(null);
    setStopping(false);
  };
  const clear = () => {
    session.current += 1;
    clearState();
  };

  const send = async (
    chosen: File,
    nextMode: ImportMode,
    mapping?: ImportMapping,
    // The sheet read so far, unless told: null reads a workbook's first tab.
    sheet: string | null = current?.sheet ?? null,
  ) => {
    const previous = current;
    const asked = session.current;
    setPending(true);
    setProblem(null);
    try {
      const started = await postImport(kind, {
        file: chosen,
        mode: nextMode,
        sheet: sheet ?? undefined,
        mapping,
      });
      if (asked !== session.current) return void drop(started);
      clearState();
      setAnswered(started);
      void drop(previous);
    } catch (error) {
      if (asked === session.current) setProblem(errorMessage(error, IMPORT_LABELS.uploadFailed));
    } finally {
      setPending(false);
    }
  };

  const mapping = draft ?? current?.mapping ?? [];

  const choose = (chosen: File) => {
    if (!ACCEPTED_NAME.test(chosen.name) && chosen.type !== 'text/csv')
      return setProblem(IMPORT_MESSAGES.notAFile);
    setFile(chosen);
    // Another file starts from its own first sheet.
    void send(chosen, mode, undefined, null);
  };

  /** Another sheet of the workbook: its own columns, so they are found again. */
  const changeSheet = (sheet: string) => {
    if (file && isOpen(current)) void send(file, mode, undefined, sheet);
  };

  const changeMode = (next: ImportMode) => {
    setMode(next);
    // The mode is the import's own: another mode is another import of the same file and columns.
    if (file && isOpen(current)) void send(file, next, mapping);
  };

  const mapColumn = (index: number, field: string | null) => {
    if (!current) return;
    // A field takes one column: given to another, its old column is ignored.
    const next = mapping.map((each, at) => (at === index ? field : each === field ? null : each));
    setDraft(next.every((each, at) => each === current.mapping[at]) ? null : next);
  };

  const checkAgain = () => {
    if (file && draft) void send(file, mode, draft);
  };

  const commit = async () => {
    if (!current) return;
    setPending(true);
    setProblem(null);
    try {
      setAnswered(await commitImport(current.id));
      setCommitted(true);
    } catch (error) {
      setProblem(errorMessage(error, IMPORT_LABELS.commitFailed));
      // A refusal may come from a change the preview has not shown yet.
      void client.invalidateQueries({ queryKey: importDetailKey(current.id) });
    } finally {
      setPending(false);
    }
  };

  const cancel = async () => {
    if (!current) return;
    setStopping(true);
    try {
      // Asked to stop, it still writes until its next batch: the poll sees it end.
      setAnswered(await cancelImport(current.id));
    } catch (error) {
      setStopping(false);
      setProblem(errorMessage(error, IMPORT_MESSAGES.notRunning));
    }
  };

  /** Back to choosing a file; the import in preview, if any, is cancelled. */
  const startOver = () => {
    void drop(current);
    clear();
    setFile(null);
  };

  /** The reader closed the dialog: the import in preview, or on its way, is cancelled. */
  const leave = () => {
    session.current += 1;
    void drop(current);
  };

  /** A fresh start when the dialog opens again after `leave` (state only: safe while rendering). */
  const reset = () => {
    clearState();
    setFile(null);
  };

  return {
    ...follow,
    file,
    mode,
    committed,
    page,
    setPage,
    mapping,
    mappingChanged: draft !== null,
    pending,
    stopping,
    problem,
    choose,
    changeMode,
    changeSheet,
    mapColumn,
    checkAgain,
    commit: () => void commit(),
    cancel: () => void cancel(),
    startOver,
    leave,
    reset,
  };
}

export type DataImportFlow = ReturnType<typeof useDataImport>;
