import { screen } from '@testing-library/react';
import { makeUser } from '../../../../shared/test/support/users';
import { LazyGuardiansDialog } from '../../../src/features/users/components/lazy-guardians-dialog';
import { childStudent, guardiansBody } from '../../support/family';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';

const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });

beforeAll(() => startI18n('en'));

describe("a student's guardians, loaded on first opening", () => {
  it('loads and asks nothing while closed', () => {
    const sent = installFakeApi({});
    renderInApp(<LazyGuardiansDialog student={null} onClose={jest.fn()} />, admin);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('answers the opening at once, then shows the dialog of that student', async () => {
    installFakeApi({
      [`GET /admin/users/${childStudent._id}/guardians`]: () => ({
        status: 200,
        body: guardiansBody([]),
      }),
    });
    renderInApp(<LazyGuardiansDialog student={childStudent} onClose={jest.fn()} />, admin);
    expect(screen.getByRole('dialog', { name: 'Loading...' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('dialog', { name: 'Guardians of Amina' })).toBeInTheDocument();
  });
});
