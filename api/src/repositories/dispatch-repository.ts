import type { Knex } from 'knex';
import type { DispatchParams, DispatchResponse } from '@trellis/contracts';
import { boardEngineers, boardGrid } from './dispatch-board';
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
    /** A page of the board: its engineers, then their grid in one statement (dispatch-board.ts). */
    async board(query: DispatchParams, today: string): Promise<DispatchResponse> {
      const page = await boardEngineers(db, query);
      const grid = await boardGrid(db, query, page);
      return toDispatchResponse(query, today, page, grid);
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
