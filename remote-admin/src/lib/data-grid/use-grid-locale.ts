import { useTexts } from '@app/shared/core';
import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

const ARABIC_GRID_TEXT: Partial<GridLocaleText> =
  arSD.components.MuiDataGrid.defaultProps.localeText;

/** The Data Grid's own texts (pagination, menus, "no rows") in the page language. */
export function useGridLocaleText(): Partial<GridLocaleText> | undefined {
  const { i18n } = useTexts();
  // English is the grid's built-in language.
  return i18n.language.startsWith('ar') ? ARABIC_GRID_TEXT : undefined;
}
