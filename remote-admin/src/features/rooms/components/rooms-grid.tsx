import { useTexts } from '@app/shared/core';
import { useMemo } from 'react';
import type { MeetingRoom, OverviewRoom } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { ViewRoomButton } from './view-room-button';
import { AppDataGrid } from '../../../lib/data-grid/app-data-grid';
import {
  Minutes,
  RoomOriginChip,
  RoomRating,
  RoomStatusChip,
  RoomTeacher,
  RoomTitle,
} from './room-cells';

interface RoomsGridProps {
  rooms: OverviewRoom[];
  onView: (room: MeetingRoom) => void;
}

/**
 * The rooms table. The server pages and orders the rooms (newest first), so the grid shows
 * every loaded row as one page and offers no sorting of its own.
 */
export function RoomsGrid({ rooms, onView }: RoomsGridProps) {
  const { t } = useTexts('admin');
  const columns = useMemo<GridColDef<OverviewRoom>[]>(
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
        renderCell: ({ row }) => <RoomTeacher teacher={row.teacher} />,
      },
      { field: 'studentCount', headerName: t('rooms.columns.students'), width: 100 },
      {
        field: 'status',
        headerName: t('rooms.columns.status'),
        width: 120,
        renderCell: ({ row }) => <RoomStatusChip status={row.status} />,
      },
      {
        field: 'origin',
        headerName: t('rooms.columns.origin'),
        width: 150,
        renderCell: ({ row }) => <RoomOriginChip origin={row.origin} />,
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
        renderCell: ({ row }) => <ViewRoomButton room={row} onView={onView} />,
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
