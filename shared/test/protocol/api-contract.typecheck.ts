// A compile-time test, checked by `tsc -p tsconfig.web.json` (it is never run): a REST call is
// typed by the shared contract, so a wrong route name, a missing path parameter, a wrong body
// or a misread answer does not compile. Each `@ts-expect-error` line must fail to type-check;
// if one ever compiled, tsc would report the directive as unused and the type check would fail.
import { apiClient } from '@app/shared';

export async function calling(): Promise<unknown> {
  const follows = await apiClient.call('follows.list');
  follows.data.teacherIds.map((id) => id.toUpperCase());
  await apiClient.call('classroom.addMark', {
    params: { meetingId: 'm' },
    body: { surah: 2, ayah: 255, word: 0, kind: 'harakat' },
  });

  // @ts-expect-error a route the API does not have
  await apiClient.call('follows.everything');
  // @ts-expect-error a path parameter left out
  await apiClient.call('follows.follow', {});
  // @ts-expect-error a body on a route that takes none
  await apiClient.call('follows.list', { body: { teacherIds: [] } });
  await apiClient.call('classroom.addMark', {
    params: { meetingId: 'm' },
    // @ts-expect-error a number sent as text
    body: { surah: '2', ayah: 255, word: 0, kind: 'harakat' },
  });
  await apiClient.call('classroom.addMark', {
    params: { meetingId: 'm' },
    // @ts-expect-error a kind of mistake that does not exist
    body: { surah: 2, ayah: 255, word: 0, kind: 'typo' },
  });
  // @ts-expect-error a field the answer does not have
  return follows.data.teachers;
}
