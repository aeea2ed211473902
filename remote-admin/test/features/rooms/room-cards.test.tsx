import { fireEvent, screen, within } from '@testing-library/react';
import { RoomCards } from '../../../src/features/rooms/components/room-cards';
import { renderInApp, startI18n } from '../../support/render';
import { endedRoom } from '../../support/rooms';

describe('RoomCards (the rooms table on small screens)', () => {
  it("shows a card per room with the table's fields, and View opens that room", async () => {
    await startI18n('en');
    const onView = jest.fn();
    const named = {
      ...endedRoom,
      _id: 'meeting-2',
      subject: 'Surat Al-Mulk',
      origin: 'booked' as const,
    };
    renderInApp(<RoomCards rooms={[endedRoom, named]} onView={onView} />);

    const card = screen.getByRole('listitem', { name: 'Meeting Room with Sheikh Yusuf' });
    expect(within(card).getByText('Ended')).toBeInTheDocument();
    expect(within(card).getByText('On-demand call')).toBeInTheDocument();
    expect(within(card).queryByText('Booked lesson')).not.toBeInTheDocument();
    const booked = screen.getByRole('listitem', { name: 'Surat Al-Mulk with Sheikh Yusuf' });
    expect(within(booked).getByText('Booked lesson')).toBeInTheDocument();
    expect(card).toHaveTextContent('Students: 2');
    expect(card).toHaveTextContent('Duration: 32 min');
    expect(card).toHaveTextContent('1 rating');
    expect(screen.getByRole('listitem', { name: 'Surat Al-Mulk with Sheikh Yusuf' })).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'View details of room-abc' }));
    expect(onView).toHaveBeenCalledWith(endedRoom);
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    renderInApp(<RoomCards rooms={[endedRoom]} onView={jest.fn()} />);
    const card = screen.getByRole('listitem', {
      name: '\u2068غرفة جلسة\u2069 مع \u2068Sheikh Yusuf\u2069',
    });
    expect(within(card).getByText('منتهية')).toBeInTheDocument();
    expect(within(card).getByText('اتصال عند الطلب')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'عرض تفاصيل \u2068room-abc\u2069' }),
    ).toBeVisible();
  });
});
