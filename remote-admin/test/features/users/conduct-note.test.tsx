import { screen } from '@testing-library/react';
import { ConductIcon, ConductNote } from '../../../src/features/users/components/conduct-note';
import { makeUser } from '../../../../shared/test/support/users';
import { renderInApp, startI18n } from '../../support/render';

const accepted = makeUser({
  role: 'teacher',
  status: 'pending',
  conduct: { version: 1, acceptedAt: '2026-11-28T10:00:00.000Z' },
});
const notAccepted = makeUser({ role: 'teacher', conduct: null });

describe("a Sheikh's acceptance of the code of conduct, as the review shows it", () => {
  it('names the version and the date, or says it was not accepted', async () => {
    await startI18n('en');
    renderInApp(
      <>
        <ConductNote user={accepted} />
        <ConductNote user={notAccepted} />
      </>,
    );
    expect(screen.getByText('Code of conduct v1 accepted on Nov 28, 2026')).toBeVisible();
    expect(screen.getByText('Code of conduct not accepted')).toBeVisible();
  });

  it('says nothing of a student, and reads in Arabic', async () => {
    await startI18n('ar');
    const { container } = renderInApp(<ConductNote user={makeUser({ role: 'student' })} />);
    expect(container).toBeEmptyDOMElement();
    renderInApp(<ConductIcon user={accepted} />);
    expect(
      screen.getByRole('img', { name: /^ميثاق السلوك \(الإصدار \u20681\u2069\): مقبول في/ }),
    ).toBeInTheDocument();
  });
});
