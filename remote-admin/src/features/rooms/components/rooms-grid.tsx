import { useMemo } from 'react';
import { UserAvatar, type MeetingRoom } from '@app/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { AppDataGrid } from '../../../lib/app-data-grid';
import { Minutes, RoomRating, RoomStatusChip, RoomTitle } from './room-cells';

interface RoomsGridProps {
  rooms: MeetingRoom[];
  onView: (room: MeetingRoom) => void;
}

/**
 * SPEC's rooms table. The server pages and orders the rooms (newest first), so the grid shows
 * every loaded row as one page and offers no sorting of its own.
 */
export function RoomsGrid({ rooms, onView }: RoomsGridProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo<GridColDef<MeetingRoom>[]>(
    () => [
      {
        field: 'room',
        headerName: t('rooms.columns.room'),
        flex: 1.3,
        minWidth: 180,
        renderCell: ({ row }) => <RoomTitle room={row} />,
      },
      {
        field: 'teacher',
        headerName: t('rooms.columns.teacher'),
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <UserAvatar name={row.teacher.name} avatar={row.teacher.avatar} size={28} />
            <Typography variant="body2" noWrap>
              {row.teacher.name}
            </Typography>
          </Box>
        ),
      },
      { field: 'studentCount', headerName: t('rooms.columns.students'), width: 100 },
      {
        field: 'status',
        headerName: t('rooms.columns.status'),
        width: 120,
        renderCell: ({ row }) => <RoomStatusChip status={row.status} />,
      },
      {
        field: 'duration',
        headerName: t('rooms.columns.duration'),
        width: 110,
        renderCell: ({ row }) => <Minutes value={row.duration} />,
      },
      {
        field: 'averageRating',
        headerName: t('rooms.columns.rating'),
        width: 200,
        renderCell: ({ row }) => <RoomRating room={row} />,
      },
      {
        field: 'view',
        headerName: t('rooms.columns.view'),
        width: 80,
        renderCell: ({ row }) => (
          <IconButton
            aria-label={t('rooms.view', { room: row.subject ?? row.roomName })}
            onClick={() => onView(row)}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [t, onView],
  );
  return (
    <AppDataGrid
      rows={rooms}
      columns={columns}
      getRowId={(row) => row._id}
      paginationMode="server"
      rowCount={rooms.length}
      hideFooter
      disableColumnSorting
    />
  );
}
