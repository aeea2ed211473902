import { screen } from '@testing-library/react';
import type { RoomsSummary } from '@app/shared';
import { RoomSummary } from '../../../src/features/rooms/components/room-summary';
import { renderInApp, startI18n } from '../../support/render';

const summary: RoomsSummary = {
  total: 42,
  byStatus: { scheduled: 1, active: 2, ended: 39 },
  byOrigin: { booked: 30, on_demand: 12 },
  totalDurationMinutes: 125,
  averageDurationMinutes: 3.2,
  totalRatings: 11,
  averageRating: 4.25,
};

const tile = (name: string) => screen.getByRole('group', { name });

describe('rooms summary tiles', () => {
  it("show the server's figures for the whole filter", async () => {
    await startI18n('en');
    renderInApp(<RoomSummary summary={summary} />);
    expect(tile('Rooms')).toHaveTextContent('42Booked: 30 · On demand: 12');
    expect(tile('Active rooms')).toHaveTextContent('2');
    expect(tile('Completed sessions')).toHaveTextContent('39');
    expect(tile('Average rating')).toHaveTextContent('4.311 ratings');
    expect(tile('Total session time')).toHaveTextContent('2 hours, 5 minutes');
    expect(tile('Average session')).toHaveTextContent('3 minutes');
  });

  it('count in Arabic with the right plural forms', async () => {
    await startI18n('ar');
    renderInApp(
      <RoomSummary summary={{ ...summary, totalRatings: 2, averageDurationMinutes: 3 }} />,
    );
    expect(tile('متوسط التقييم')).toHaveTextContent('تقييمان');
    // Each figure is isolated, so its digits keep their order in the Arabic sentence.
    expect(tile('الغرف')).toHaveTextContent('محجوزة: \u206830\u2069 · عند الطلب: \u206812\u2069');
    expect(tile('متوسط مدة الجلسة')).toHaveTextContent('3 دقائق');
  });

  it('show a dash until the figures arrive', async () => {
    await startI18n('en');
    renderInApp(<RoomSummary summary={undefined} />);
    expect(tile('Rooms')).toHaveTextContent('–');
  });
});
