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

    /** The engineers who can be among the best `limit`, with what ranks them. */
    async suggestionInputs(
      ticket: SuggestionTicket,
      choice: { limit: number; today: string },
    ): Promise<SuggestionInputs> {
      return suggestionInputs(db, ticket, choice);
    },
  };
}

export type DispatchRepository = ReturnType<typeof createDispatchRepository>;
