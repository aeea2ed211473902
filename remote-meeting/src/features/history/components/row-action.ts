import type { ReactNode } from 'react';
import type { HistoryRow } from '../lib/history-rows';

/** What the app adds to each lesson of the history (features do not import each other). */
export type RowAction = (row: HistoryRow) => ReactNode;
