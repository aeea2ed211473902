import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type ChatMessage,
  type ClassroomChatMessage,
  type ClassroomMarkMessage,
  type ClassroomNotesMessage,
  type ClassroomStateMessage,
  type MushafState,
} from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { meetingScenes } from '../realtime/meeting-scenes';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';

useFastTimings({ MEETING_EMPTY_GRACE_MS: '60000' });

describeBackends('classroom: the shared mushaf over socket.io', (ctx) => {
  const harness = new SocketHarness(ctx);

  const scenes = meetingScenes(harness);

  /** A call accepted, and both sides in the meeting room. */
  async function room() {
    const scene = await scenes.joined();
    return { ...scene, meetingId: scene.started.meetingId };
  }

  it('the teacher opens 2:255: the student hears page 42 with the highlight; a late opener syncs', async () => {
    const { teacher, student, roomName } = await room();
    const outsider = await harness.user('student');
    const answer = await teacher.socket.request<{ ok: boolean; state: MushafState }>(
      CLIENT_EVENTS.classroomUpdate,
      { roomName, page: 42, highlight: { surah: 2, ayah: 255 } },
    );
    assert.equal(answer.ok, true);
    const heard = await student.socket.next<ClassroomStateMessage>(SERVER_EVENTS.classroomState);
    assert.deepEqual(heard, {
      roomName,
      state: { page: 42, highlight: { surah: 2, ayah: 255 }, locked: false, test: null },
      by: teacher.user.id,
    });
    await outsider.socket.none(SERVER_EVENTS.classroomState, () => true, 50);
    const synced = await student.socket.request<{ ok: boolean; state: MushafState }>(
      CLIENT_EVENTS.classroomSync,
      { roomName },
    );
    assert.deepEqual(synced.state, heard.state);
    // Not in the room: neither sync nor update.
    const intrusion = await outsider.socket.request<{ ok: boolean; code: string }>(
      CLIENT_EVENTS.classroomUpdate,
      { roomName, page: 1 },
    );
    assert.equal(intrusion.code, 'meetings.not_in_room');
  });

  it('the student turns pages until the teacher locks; only the teacher highlights and locks', async () => {
    const { teacher, student, roomName } = await room();
    const turn = await student.socket.request<{ ok: boolean }>(CLIENT_EVENTS.classroomUpdate, {
      roomName,
      page: 3,
    });
    assert.equal(turn.ok, true);
    assert.equal(
      (await teacher.socket.next<ClassroomStateMessage>(SERVER_EVENTS.classroomState)).state.page,
      3,
    );
    for (const forbidden of [{ locked: true }, { highlight: { surah: 1, ayah: 1 } }]) {
      const refused = await student.socket.request<{ ok: boolean; code: string }>(
        CLIENT_EVENTS.classroomUpdate,
        { roomName, ...forbidden },
      );
      assert.equal(refused.code, 'classroom.not_teacher');
    }
    await teacher.socket.request(CLIENT_EVENTS.classroomUpdate, { roomName, locked: true });
    const locked = await student.socket.request<{ ok: boolean; code: string }>(
      CLIENT_EVENTS.classroomUpdate,
      { roomName, page: 4 },
    );
    assert.equal(locked.code, 'classroom.pages_locked');
    const badAyah = await teacher.socket.request<{ ok: boolean; code: string }>(
      CLIENT_EVENTS.classroomUpdate,
      { roomName, highlight: { surah: 1, ayah: 8 } },
    );
    assert.equal(badAyah.code, 'classroom.ayah_out_of_range');
  });

  it('the recitation test: the student hears it start, three reveals, and it lasts a reload', async () => {
    const { teacher, student, roomName } = await room();
    const hiddenFrom = { surah: 2, ayah: 255, word: 0 };
    const refused = await student.socket.request<{ ok: boolean; code: string }>(
      CLIENT_EVENTS.classroomUpdate,
      { roomName, test: { hiddenFrom } },
    );
    assert.equal(refused.code, 'classroom.not_teacher');
    await teacher.socket.request(CLIENT_EVENTS.classroomUpdate, {
      roomName,
      page: 42,
      test: { hiddenFrom },
    });
    const started = await student.socket.next<ClassroomStateMessage>(SERVER_EVENTS.classroomState);
    assert.deepEqual(started.state.test, { hiddenFrom });
    for (const word of [1, 2, 3]) {
      await teacher.socket.request(CLIENT_EVENTS.classroomUpdate, { roomName, reveal: 'word' });
      const heard = await student.socket.next<ClassroomStateMessage>(SERVER_EVENTS.classroomState);
      assert.deepEqual(heard.state.test, { hiddenFrom: { ...hiddenFrom, word } });
    }
    const synced = await student.socket.request<{ ok: boolean; state: MushafState }>(
      CLIENT_EVENTS.classroomSync,
      { roomName },
    );
    assert.deepEqual(synced.state.test, { hiddenFrom: { ...hiddenFrom, word: 3 } });
    const badWord = await teacher.socket.request<{ ok: boolean; code: string }>(
      CLIENT_EVENTS.classroomUpdate,
      { roomName, test: { hiddenFrom: { surah: 2, ayah: 255, word: 50 } } },
    );
    assert.equal(badWord.code, 'classroom.word_out_of_range');
    await teacher.socket.request(CLIENT_EVENTS.classroomUpdate, { roomName, test: null });
    const stopped = await student.socket.next<ClassroomStateMessage>(SERVER_EVENTS.classroomState);
    assert.equal(stopped.state.test, null);
  });

  it("a mark written over REST reaches the student's socket live", async () => {
    const { teacher, student, meetingId } = await room();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/classroom/meetings/${meetingId}/marks`,
      headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { surah: 2, ayah: 255, word: 3, kind: 'tajweed', subRule: 'ghunnah' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const heard = await student.socket.next<ClassroomMarkMessage>(SERVER_EVENTS.classroomMark);
    assert.equal(heard.added?.word, 3);
    assert.equal(heard.added?.subRule, 'ghunnah');
    assert.equal(heard.added?.studentId, student.user.id);

    // Notes reach the student once, though the socket is in both the room and the user's room.
    const notes = await ctx.app.inject({
      method: 'PUT',
      url: `/classroom/meetings/${meetingId}/notes`,
      headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { summary: 'Good', homework: 'Revise 2:255-257' },
    });
    assert.equal(notes.statusCode, 200, notes.body);
    const told = await student.socket.next<ClassroomNotesMessage>(SERVER_EVENTS.classroomNotes);
    assert.equal(told.notes.homework, 'Revise 2:255-257');
    await student.socket.none(SERVER_EVENTS.classroomNotes, () => true, 100);
  });

  it("notes written after the session reach the student's tabs outside the room", async () => {
    const { teacher, student, roomName, meetingId } = await room();
    assert.equal((await student.socket.request(CLIENT_EVENTS.leaveRoom, { roomName })).ok, true);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/classroom/meetings/${meetingId}/notes`,
      headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      payload: { summary: 'After the call', homework: 'Revise 1:1-7' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const told = await student.socket.next<ClassroomNotesMessage>(SERVER_EVENTS.classroomNotes);
    assert.equal(told.notes.summary, 'After the call');
  });

  it('chat: sent to the room, kept with the meeting for its participants and admins', async () => {
    const { teacher, student, roomName, meetingId } = await room();
    const outsider = await harness.user('student');
    const sent = await student.socket.request<{ ok: boolean; message: ChatMessage }>(
      CLIENT_EVENTS.classroomChat,
      { roomName, text: '  السلام عليكم, is 2:255 for today?  ' },
    );
    assert.equal(sent.ok, true);
    assert.equal(sent.message.text, 'السلام عليكم, is 2:255 for today?');
    assert.equal(sent.message.senderRole, 'student');
    const heard = await teacher.socket.next<ClassroomChatMessage>(
      SERVER_EVENTS.classroomChatMessage,
    );
    assert.deepEqual(heard, { roomName, message: sent.message });
    await student.socket.none(SERVER_EVENTS.classroomChatMessage, () => true, 50);
    await outsider.socket.none(SERVER_EVENTS.classroomChatMessage, () => true, 50);

    for (const bad of [
      { roomName, text: '   ' },
      { roomName, text: 'x'.repeat(1001) },
    ]) {
      const refused = await teacher.socket.request<{ ok: boolean; code: string }>(
        CLIENT_EVENTS.classroomChat,
        bad,
      );
      assert.equal(refused.code, 'request.invalid');
    }
    const intrusion = await outsider.socket.request<{ ok: boolean; code: string }>(
      CLIENT_EVENTS.classroomChat,
      { roomName, text: 'hello' },
    );
    assert.equal(intrusion.code, 'meetings.not_in_room');

    const read = async (cookie: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/classroom/meetings/${meetingId}/chat`,
        headers: { cookie, origin: ctx.config.CORS_ORIGINS[0] },
      });
    const history = (await read(teacher.cookie)).json<{ data: ChatMessage[] }>().data;
    assert.deepEqual(
      history.map((message) => message.text),
      ['السلام عليكم, is 2:255 for today?'],
    );
    const admin = await ctx.signedIn('admin');
    assert.equal((await read(admin.cookie)).statusCode, 200);
    assert.equal((await read(outsider.cookie)).statusCode, 403);
  });

  it('contact stays on the platform: the chat and the notes refuse contact details, and admins see each refusal', async () => {
    const { teacher, student, roomName, meetingId } = await room();
    for (const text of ['call me 0501234567', 'رقمي ٠٥٠١٢٣٤٥٦٧', 'https://zoom.us/j/123']) {
      const refused = await student.socket.request<{ ok: boolean; code: string }>(
        CLIENT_EVENTS.classroomChat,
        { roomName, text },
      );
      assert.equal(refused.code, 'validation.failed');
    }
    await teacher.socket.none(SERVER_EVENTS.classroomChatMessage, () => true, 50);
    const origin = ctx.config.CORS_ORIGINS[0];
    const notes = await ctx.app.inject({
      method: 'PUT',
      url: `/classroom/meetings/${meetingId}/notes`,
      headers: { cookie: teacher.cookie, origin },
      payload: { summary: 'Good work on 2:255', homework: 'Message me: teacher at gmail dot com' },
    });
    assert.equal(notes.statusCode, 400);
    assert.deepEqual(notes.json<{ errors: unknown[] }>().errors, [
      { field: 'homework', code: 'contact_details', params: {} },
    ]);

    const chat = await ctx.app.inject({
      method: 'GET',
      url: `/classroom/meetings/${meetingId}/chat`,
      headers: { cookie: teacher.cookie, origin },
    });
    assert.deepEqual(chat.json<{ data: ChatMessage[] }>().data, []);
    const admin = await ctx.signedIn('admin');
    const refusals = await ctx.app.inject({
      method: 'GET',
      url: `/classroom/meetings/${meetingId}/contact-refusals`,
      headers: { cookie: admin.cookie, origin },
    });
    const listed = refusals.json<{ data: { kind: string; place: string; userName: string }[] }>();
    assert.deepEqual(
      listed.data.map(({ kind, place, userName }) => [kind, place, userName]),
      [
        ['phone', 'chat', student.user.name],
        ['phone', 'chat', student.user.name],
        ['link', 'chat', student.user.name],
        ['email', 'notes', teacher.user.name],
      ],
    );
    const byTeacher = await ctx.app.inject({
      method: 'GET',
      url: `/classroom/meetings/${meetingId}/contact-refusals`,
      headers: { cookie: teacher.cookie, origin },
    });
    assert.equal(byTeacher.statusCode, 403);
  });
});
