import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useGridLocaleText } from './use-grid-locale';

/**
 * The Data Grid as every admin table uses it: the page language, content height (the page
 * scrolls, not the grid), no row selection. Theme and direction come from the shell: the grid's
 * MUI imports (@mui/material/*, @mui/system/*, @mui/utils/*) are federated singletons, so it
 * reads the shell's theme and RTL context (e2e/admin/admin-arabic.spec.ts checks both).
 * Loaded on demand through `AppDataGrid`: see load-data-grid.ts.
 */
export default function DataGridTable<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      autoHeight
      disableRowSelectionOnClick
      disableColumnMenu
      localeText={localeText}
      getRowHeight={() => 'auto'}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 1 },
      }}
      {...props}
    />
  );
}
