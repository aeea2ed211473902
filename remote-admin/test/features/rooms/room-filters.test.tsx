import { fireEvent, screen, within } from '@testing-library/react';
import { RoomOriginFilters } from '../../../src/features/rooms/components/room-filters';
import { renderInApp, startI18n } from '../../support/render';

describe('RoomOriginFilters (booked and on-demand lessons apart)', () => {
  it('offers all, booked and on demand, and reports the choice', async () => {
    await startI18n('en');
    const onChange = jest.fn();
    renderInApp(<RoomOriginFilters value="all" onChange={onChange} />);
    const group = screen.getByRole('group', {
      name: 'Filter rooms by booked or on-demand lesson',
    });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Booked', 'On demand']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'On demand' }));
    expect(onChange).toHaveBeenCalledWith('on_demand');
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    renderInApp(<RoomOriginFilters value="booked" onChange={jest.fn()} />);
    const group = screen.getByRole('group', {
      name: 'تصفية الغرف حسب الدرس المحجوز أو عند الطلب',
    });
    expect(within(group).getByRole('button', { name: 'محجوزة' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'عند الطلب' })).toBeVisible();
  });
});
