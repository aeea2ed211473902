import { lazy, Suspense, useEffect } from 'react';
import { PageSpinner } from '@app/shared';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { useSmallScreen } from '../use-small-screen';
import { loadDataGrid } from './load-data-grid';

const DataGridTable = lazy(loadDataGrid);

/** An admin table: the Data Grid, with the page's loading state while its code arrives. */
export function AppDataGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      {/* React.lazy drops the type parameter; the props are the grid's own. */}
      <DataGridTable {...(props as DataGridProps)} />
    </Suspense>
  );
}

/** Starts loading the grid as a page opens, on screens wide enough to show it. */
export function usePreloadDataGrid(): void {
  const small = useSmallScreen();
  useEffect(() => {
    if (!small) void loadDataGrid();
  }, [small]);
}
