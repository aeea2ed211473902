import { applyUsersListDelta } from '../../src/socket/users-list';
import { makeListedUser } from '../support/users';

const amina = makeListedUser({ _id: 'a', name: 'Amina' });
const bilal = makeListedUser({ _id: 'b', name: 'Bilal' });

describe('applyUsersListDelta', () => {
  it('changes only the presence of the named user', () => {
    const list = applyUsersListDelta([amina, bilal], {
      type: 'presence',
      _id: 'b',
      isOnline: true,
      isBusy: true,
      inMeeting: true,
      status: 'busy',
      lastSeen: null,
    });
    expect(list[0]).toBe(amina);
    expect(list[1]).toEqual({
      ...bilal,
      isOnline: true,
      isBusy: true,
      inMeeting: true,
      status: 'busy',
      lastSeen: null,
    });
  });

  it('replaces a known user in place and appends a new one', () => {
    const renamed = { ...amina, name: 'Amina S.' };
    const zaid = makeListedUser({ _id: 'z', name: 'Zaid' });
    let list = applyUsersListDelta([amina, bilal], { type: 'upsert', user: renamed });
    expect(list.map((entry) => entry.name)).toEqual(['Amina S.', 'Bilal']);
    list = applyUsersListDelta(list, { type: 'upsert', user: zaid });
    expect(list.map((entry) => entry._id)).toEqual(['a', 'b', 'z']);
  });

  it('removes a user and leaves the list alone for an unknown id', () => {
    expect(applyUsersListDelta([amina, bilal], { type: 'remove', _id: 'a' })).toEqual([bilal]);
    expect(applyUsersListDelta([amina], { type: 'remove', _id: 'nobody' })).toEqual([amina]);
  });
});
