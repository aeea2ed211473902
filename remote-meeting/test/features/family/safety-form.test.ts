import type { ChildSafety } from '@app/shared';
import type { SheikhChoice } from '../../../src/features/family/api/sheikh-choices-api';
import {
  safetyChanged,
  safetyFormValues,
  safetyProblem,
  safetyUpdate,
  sheikhOptions,
} from '../../../src/features/family/lib/safety-form';

const ANY: ChildSafety = { sheikhGender: 'any', allowedTeachers: null, chatAllowed: true };
const LISTED: ChildSafety = {
  sheikhGender: 'female',
  allowedTeachers: [
    { _id: 't2', name: 'Maryam' },
    { _id: 't1', name: 'Aisha' },
  ],
  chatAllowed: false,
};

const sheikh = (id: string, name: string, gender: SheikhChoice['gender']): SheikhChoice => ({
  _id: id,
  name,
  gender,
});

describe('the safety form', () => {
  it('opens on the saved settings and sends them back unchanged', () => {
    expect(safetyFormValues(ANY)).toEqual({
      sheikhGender: 'any',
      sheikhs: 'any',
      chosen: [],
      chatAllowed: true,
    });
    expect(safetyUpdate(safetyFormValues(ANY))).toEqual({
      sheikhGender: 'any',
      allowedTeacherIds: null,
      chatAllowed: true,
    });
    expect(safetyUpdate(safetyFormValues(LISTED))).toEqual({
      sheikhGender: 'female',
      allowedTeacherIds: ['t2', 't1'],
      chatAllowed: false,
    });
  });

  it('sends no list once "any approved Sheikh" is picked, keeping the list for a way back', () => {
    const values = { ...safetyFormValues(LISTED), sheikhs: 'any' as const };
    expect(safetyUpdate(values).allowedTeacherIds).toBeNull();
    expect(values.chosen.map((entry) => entry._id)).toEqual(['t2', 't1']);
    expect(safetyUpdate({ ...values, sheikhs: 'chosen' }).allowedTeacherIds).toEqual(['t2', 't1']);
  });

  it('refuses an empty or too long list, only when the list limits the child', () => {
    const values = safetyFormValues(ANY);
    expect(safetyProblem(values)).toBeNull();
    expect(safetyProblem({ ...values, sheikhs: 'chosen' })).toBe('chooseOne');
    const many = Array.from({ length: 51 }, (_, index) => sheikh(`t${index}`, `S${index}`, null));
    expect(safetyProblem({ ...values, sheikhs: 'chosen', chosen: many })).toBe('tooMany');
    expect(safetyProblem({ ...values, sheikhs: 'chosen', chosen: many.slice(0, 50) })).toBeNull();
    expect(safetyProblem({ ...values, sheikhs: 'any', chosen: [] })).toBeNull();
  });

  it('sees a change only where the saved settings would change', () => {
    const values = safetyFormValues(LISTED);
    expect(safetyChanged(LISTED, values)).toBe(false);
    // The same Sheikhs in another order are the same list.
    expect(safetyChanged(LISTED, { ...values, chosen: [...values.chosen].reverse() })).toBe(false);
    expect(safetyChanged(LISTED, { ...values, chatAllowed: true })).toBe(true);
    expect(safetyChanged(LISTED, { ...values, sheikhGender: 'any' })).toBe(true);
    expect(safetyChanged(LISTED, { ...values, chosen: values.chosen.slice(1) })).toBe(true);
    expect(safetyChanged(LISTED, { ...values, sheikhs: 'any' })).toBe(true);
  });
});

describe('the Sheikhs the picker offers', () => {
  const all = [
    sheikh('t3', 'Yusuf', 'male'),
    sheikh('t1', 'Aisha', 'female'),
    sheikh('t4', 'Bilal', null),
  ];

  it('offers everyone for "any", by name', () => {
    expect(sheikhOptions(all, 'any', [], 'en').map((entry) => entry.name)).toEqual([
      'Aisha',
      'Bilal',
      'Yusuf',
    ]);
  });

  it('offers only the gender chosen (not a Sheikh who does not say), plus those already chosen', () => {
    const chosenBefore = [sheikh('t9', 'Zaid', null), sheikh('t1', 'Aisha', null)];
    expect(sheikhOptions(all, 'female', chosenBefore, 'en').map((entry) => entry._id)).toEqual([
      't1',
      't9',
    ]);
  });
});
