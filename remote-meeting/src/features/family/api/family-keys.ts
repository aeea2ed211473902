/** The family page's cached answers, per signed-in guardian and per child. */
export const familyKeys = {
  all: ['family'] as const,
  allChildren: ['family', 'children'] as const,
  /** Per user: another sign-in in the same tab never sees the last one's children. */
  children: (guardianId: string | undefined) =>
    [...familyKeys.allChildren, guardianId ?? null] as const,
  lessons: (childId: string) => [...familyKeys.all, 'lessons', childId] as const,
  sheikhs: () => [...familyKeys.all, 'sheikhs'] as const,
  blocks: (childId: string) => [...familyKeys.all, 'blocks', childId] as const,
};
