import { screen, within } from '@testing-library/react';
import { RoomDetailsDialog } from '../../../src/features/rooms/components/room-details-dialog';
import { renderInApp, startI18n } from '../../support/render';
import { endedRoom as room } from '../../support/rooms';

describe('room details modal', () => {
  it('shows every field the product lists, with ratings or "No rating" per student', async () => {
    await startI18n('en');
    renderInApp(<RoomDetailsDialog room={room} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: /Meeting Room/ });
    for (const text of [
      'One-to-one',
      'Ended',
      'Sheikh Yusuf',
      'Joined',
      '32 min',
      '4.0',
      '1 of 2',
    ]) {
      expect(within(dialog).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    const ratings = within(dialog).getByRole('list', { name: 'Student ratings' });
    const [amina, bilal] = within(ratings).getAllByRole('listitem');
    expect(amina).toHaveTextContent('Mind the madd');
    expect(within(amina!).getByRole('img', { name: '4.0 out of 5 stars' })).toBeInTheDocument();
    expect(amina).toHaveTextContent('Participation: 30 min');
    expect(bilal).toHaveTextContent('No rating');
    expect(bilal).toHaveTextContent('In: Not yet');
    for (const text of ['meeting-1', 'room-abc', '7']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
  });

  it('writes dates in Arabic in Arabic', async () => {
    await startI18n('ar');
    renderInApp(<RoomDetailsDialog room={room} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('فردية')).toBeInTheDocument();
    // The Arabic date names the month: مارس (March).
    expect(within(dialog).getAllByText(/مارس/).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('لا يوجد تقييم')).toBeInTheDocument();
  });
});
