import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { GuardiansDialog } from '../../../src/features/users/components/guardians-dialog';
import {
  abuAmina,
  childStudent,
  guardianLink,
  guardiansBody,
  ummAmina,
} from '../../support/family';
import { installFakeApi } from '../../support/fake-api';
import { renderInApp, startI18n } from '../../support/render';

const userEvent = userEvents.setup({ delay: null });
const GUARDIANS_PATH = `/admin/users/${childStudent._id}/guardians`;
const admin = makeUser({ _id: 'admin', name: 'Admin', role: 'admin' });
const teacher = makeUser({ _id: 'teacher-1', name: 'Sheikh Yusuf', role: 'teacher' });

/** The users list answers every role: the dialog must offer only guardian accounts. */
const usersList = () => ({ status: 200, body: { data: [teacher, ummAmina, abuAmina] } });

function openDialog() {
  const onClose = jest.fn();
  renderInApp(<GuardiansDialog student={childStudent} onClose={onClose} />, admin);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Guardians of Amina' }) };
}

describe("a student's guardians, for an admin", () => {
  beforeEach(() => startI18n('en'));

  it('lists each guardian with its email and since when, and says the student is a minor', async () => {
    installFakeApi({
      [`GET ${GUARDIANS_PATH}`]: () => ({
        status: 200,
        body: guardiansBody([guardianLink(ummAmina)]),
      }),
      'GET /users': usersList,
    });
    const { dialog } = openDialog();
    const list = await within(dialog).findByRole('list', { name: 'Linked guardians' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Umm Amina');
    expect(entry).toHaveTextContent('umm.amina@example.org');
    expect(entry).toHaveTextContent('Guardian since Mar 1, 2025');
    expect(within(dialog).getByText(/Birth year/)).toHaveTextContent('Birth year: 2015');
    expect(within(dialog).getByText('Minor')).toBeInTheDocument();
  });

  it('removes a guardian only once the admin confirms', async () => {
    const sent = installFakeApi({
      [`GET ${GUARDIANS_PATH}`]: () => ({
        status: 200,
        body: guardiansBody([guardianLink(ummAmina)]),
      }),
      [`DELETE ${GUARDIANS_PATH}/${ummAmina._id}`]: () => ({
        status: 200,
        body: guardiansBody([]),
      }),
      'GET /users': usersList,
    });
    const { dialog } = openDialog();
    const remove = await within(dialog).findByRole('button', {
      name: 'Remove Umm Amina as guardian',
    });

    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove guardian' });
    expect(confirm).toHaveTextContent('Umm Amina will no longer be a guardian of Amina.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove guardian' })).toBeNull(),
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove guardian' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await within(dialog).findByText('No guardian is linked to this student yet.'),
    ).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `${GUARDIANS_PATH}/${ummAmina._id}`, body: undefined },
    ]);
    expect(await screen.findByText('Guardian removed')).toBeInTheDocument();
  });

  it('links a guardian account chosen from the guardian accounts not linked yet', async () => {
    const sent = installFakeApi({
      [`GET ${GUARDIANS_PATH}`]: () => ({
        status: 200,
        body: guardiansBody([guardianLink(ummAmina)]),
      }),
      [`PUT ${GUARDIANS_PATH}/${abuAmina._id}`]: () => ({
        status: 200,
        body: guardiansBody([guardianLink(ummAmina), guardianLink(abuAmina)]),
      }),
      'GET /users': usersList,
    });
    const { dialog } = openDialog();
    await userEvent.click(
      await within(dialog).findByRole('combobox', { name: 'Guardian account' }),
    );
    const options = await screen.findAllByRole('option');
    // Not the Sheikh (another role), not Umm Amina (linked already).
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Abu Amina');
    expect(options[0]).toHaveTextContent('+966500000002');

    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Guardian linked')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: `${GUARDIANS_PATH}/${abuAmina._id}`, body: undefined },
    ]);
    const list = within(dialog).getByRole('list', { name: 'Linked guardians' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Two guardians is the most a student may have: nothing more is offered.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByText('A student may have at most 2 guardians.')).toBeInTheDocument();
  });

  it.each([
    ['family.guardians_full', 409, 'This child already has two guardians.'],
    ['family.guardian_not_found', 404, 'No guardian account has that id.'],
  ])('shows the refusal %s in its shared text', async (code, status, text) => {
    installFakeApi({
      [`GET ${GUARDIANS_PATH}`]: () => ({ status: 200, body: guardiansBody([]) }),
      [`PUT ${GUARDIANS_PATH}/${abuAmina._id}`]: () => ({
        status,
        body: { code, message: 'Reworded by the server' },
      }),
      'GET /users': usersList,
    });
    const { dialog } = openDialog();
    await userEvent.click(
      await within(dialog).findByRole('combobox', { name: 'Guardian account' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: /Abu Amina/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Reworded by the server')).toBeNull();
    expect(
      within(dialog).getByText('No guardian is linked to this student yet.'),
    ).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await startI18n('ar');
    installFakeApi({
      [`GET ${GUARDIANS_PATH}`]: () => ({
        status: 200,
        body: guardiansBody([guardianLink(ummAmina)]),
      }),
      'GET /users': usersList,
    });
    renderInApp(<GuardiansDialog student={childStudent} onClose={jest.fn()} />, admin);
    const dialog = screen.getByRole('dialog', { name: /أولياء أمر/ });
    expect(
      await within(dialog).findByRole('button', { name: /إزالة .*Umm Amina.* من أولياء الأمر/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('قاصر')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'حساب وليّ الأمر' })).toBeInTheDocument();
  });
});
