import { fireEvent, screen, within } from '@testing-library/react';
import { ReportCards } from '../../../src/features/reports/components/report-cards';
import { renderInApp, startI18n } from '../../support/render';
import { reviewedReport, safetyReport } from '../../support/reports';

describe('ReportCards (the queue on a phone)', () => {
  it('shows a card per report with the fields of the table, and View opens that report', async () => {
    await startI18n('en');
    const onView = jest.fn();
    renderInApp(<ReportCards reports={[safetyReport, reviewedReport]} onView={onView} />);

    const urgent = screen.getByRole('listitem', {
      name: 'Report about Sheikh Yusuf: Safety concern',
    });
    expect(within(urgent).getByText('Urgent')).toBeInTheDocument();
    expect(urgent).toHaveTextContent('Reporter: Amina (Student)');
    expect(urgent).toHaveTextContent('Reported: Sheikh Yusuf (Sheikh)');
    expect(urgent).toHaveTextContent('Session room: room-amina-yusuf');
    expect(urgent).toHaveTextContent('Handled by: Not handled yet');

    const reviewed = screen.getByRole('listitem', {
      name: 'Report about Bilal: Inappropriate behaviour',
    });
    expect(within(reviewed).queryByText('Urgent')).not.toBeInTheDocument();
    expect(reviewed).toHaveTextContent('In review');
    expect(reviewed).toHaveTextContent('Handled by: Admin Huda');

    fireEvent.click(
      within(urgent).getByRole('button', { name: 'Open the report about Sheikh Yusuf' }),
    );
    expect(onView).toHaveBeenCalledWith(safetyReport);
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    renderInApp(<ReportCards reports={[safetyReport]} onView={jest.fn()} />);
    const card = screen.getByRole('listitem', {
      name: 'بلاغ عن \u2068Sheikh Yusuf\u2069: \u2068مخاوف تتعلق بالسلامة\u2069',
    });
    expect(within(card).getByText('عاجل')).toBeInTheDocument();
    expect(card).toHaveTextContent('المُبلِّغ: Amina (طالب)');
    expect(
      within(card).getByRole('button', { name: 'عرض البلاغ عن \u2068Sheikh Yusuf\u2069' }),
    ).toBeVisible();
  });
});
