import type { Knex } from 'knex';
import type { DispatchParams, DispatchResponse } from '@trellis/contracts';
import { readBoard } from './dispatch-board';
import { toDispatchResponse } from './dispatch-rows';
import {
  suggestionInputs,
  suggestionTicket,
  type SuggestionInputs,
  type SuggestionTicket,
} from './dispatch-suggestions';
import { isId } from '../lib/row-id';

export function createDispatchRepository(db: Knex) {
  return {
    /** A page of the board: its engineers and their grid in one statement (dispatch-board.ts). */
    async board(query: DispatchParams, today: string): Promise<DispatchResponse> {
      return toDispatchResponse(query, today, await readBoard(db, query));
    },

    /** The ticket to rank engineers for, with its dates and city. */
    async suggestionTicket(id: number): Promise<SuggestionTicket | undefined> {
      return isId(id) ? suggestionTicket(db, id) : undefined;
    },

    /** Every active engineer with what the ranking weighs (dispatch-suggestions.ts). */
    async suggestionInputs(ticket: SuggestionTicket): Promise<SuggestionInputs> {
      return suggestionInputs(db, ticket);
    },
  };
}

export type DispatchRepository = ReturnType<typeof createDispatchRepository>;
