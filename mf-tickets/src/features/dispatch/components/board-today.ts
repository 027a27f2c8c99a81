import { createContext, useContext } from 'react';

// The rows are drawn by the grid, which passes them only their data: the business today, which
// decides a refusal, reaches them through this.
export const BoardTodayContext = createContext<string>('');

export const useBoardToday = () => useContext(BoardTodayContext);
