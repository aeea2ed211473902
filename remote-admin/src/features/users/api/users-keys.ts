/** Query keys of the users lists; every mutation invalidates `usersKeys.all`. */
export const usersKeys = {
  all: ['users'] as const,
  managed: (search = '') => [...usersKeys.all, 'managed', search] as const,
  directory: (role: 'teacher' | 'student') => [...usersKeys.all, 'directory', role] as const,
  guardians: (studentId: string) => [...usersKeys.all, 'guardians', studentId] as const,
  attendance: (userId: string) => [...usersKeys.all, 'attendance', userId] as const,
};
