import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';

/** Removes a row; its label says which, since every row has one. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <DeleteIcon />
    </IconButton>
  );
}
