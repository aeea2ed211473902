// The Data Grid and the MUI components only it uses are about 200 KB gz, more than the rest of
// an admin screen. Phones show cards instead of tables and never need it, so it is a chunk of
// its own; wide screens ask for it as the page opens, beside the page's data, not after it.
import type DataGridTable from './data-grid-table';

type DataGridModule = { default: typeof DataGridTable };

let gridModule: Promise<DataGridModule> | undefined;

/** The grid's chunk, requested once. */
export function loadDataGrid(): Promise<DataGridModule> {
  // The chunk's name lets the phone test (e2e/admin/phone.spec.ts) see that it never loads.
  gridModule ??= import(/* webpackChunkName: "data-grid" */ './data-grid-table').catch(
    (error: unknown) => {
      // A failed download is asked for again next time (the page's Retry, a new visit).
      gridModule = undefined;
      throw error;
    },
  );
  return gridModule;
}
