import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type StartMeeting } from '@app/shared/protocol';
import { enterLesson, requestEntry } from '../realtime/meeting-scenes';
import { clusterUnavailable, NginxCluster, type SignedIn } from './nginx-cluster';

const skip = clusterUnavailable() ?? false;

interface Person extends SignedIn {
  socket: Socket;
  /**
   * How often the socket came back after its process went away: what each `meeting:enter`
   * again came to (`entered`, or why not).
   */
  rejoins: string[];
}

describe('rolling restart of two API processes behind the deployment nginx', { skip }, () => {
  let cluster: NginxCluster;

  before(async () => {
    cluster = await NginxCluster.start();
  });
  after(async () => {
    await cluster?.close();
  });

  const signIn = (email: string) => cluster.signIn(email);
  async function connect(who: SignedIn): Promise<Person> {
    return { ...who, socket: await cluster.connect(who), rejoins: [] };
  }

  it('keeps the socket.io polling session on one process (sticky cookie)', async () => {
    const handshake = await fetch(`${cluster.nginx.url}/socket.io/?EIO=4&transport=polling`);
    assert.equal(handshake.status, 200);
    const route = handshake.headers.getSetCookie().find((line) => line.startsWith('qlroute='));
    assert.ok(route, 'nginx gives the routing cookie');
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
    assert.ok(sid);
    const cookie = route.split(';')[0]!;
    // Without stickiness about half of these would reach the other process: 400 unknown sid.
    for (let index = 0; index < 10; index += 1) {
      const res = await fetch(
        `${cluster.nginx.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`,
        {
          method: 'POST',
          headers: { cookie, 'content-type': 'text/plain;charset=UTF-8' },
          // A pong: a valid client packet at any time.
          body: '3',
        },
      );
      assert.equal(res.status, 200, `request ${index}: ${await res.text()}`);
    }
  });

  it('answers every request and keeps the live lesson while each process restarts in turn', async () => {
    const teacher = await connect(await signIn('teacher1@demo.quran'));
    const student = await connect(await signIn('student1@demo.quran'));
    try {
      const sent = (await student.socket
        .timeout(8000)
        .emitWithAck(CLIENT_EVENTS.initiateCallRequest, { receiverId: teacher.id })) as {
        ok: boolean;
        callId: string;
      };
      assert.equal(sent.ok, true);
      const started = new Promise<StartMeeting>((resolve) =>
        student.socket.once(SERVER_EVENTS.startMeeting, resolve),
      );
      const answer = (await teacher.socket
        .timeout(8000)
        .emitWithAck(CLIENT_EVENTS.respondToCallRequest, {
          callId: sent.callId,
          action: 'accept',
        })) as { ok: boolean };
      assert.equal(answer.ok, true);
      const { roomName } = await started;
      // The Sheikh enters (the lesson starts), then the student.
      await enterLesson(teacher.socket, student.socket, roomName);
      for (const person of [teacher, student]) {
        // What the meeting page does when its socket comes back: enter the room again.
        person.socket.io.on('reconnect', () => {
          void requestEntry(person.socket, roomName).then(
            (entry) => person.rejoins.push(entry.ok ? entry.status : entry.code),
            (error: unknown) => person.rejoins.push(String(error)),
          );
        });
      }

      // Steady traffic through nginx for the whole restart.
      const failures: string[] = [];
      let answered = 0;
      let running = true;
      const traffic = (async () => {
        while (running) {
          for (const url of ['/health', '/config']) {
            try {
              const res = await fetch(`${cluster.nginx.url}${url}`);
              if (res.status === 200) answered += 1;
              else failures.push(`${url}: ${res.status} at ${new Date().toISOString()}`);
              await res.arrayBuffer();
            } catch (error) {
              failures.push(`${url}: ${(error as Error).message}`);
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();

      try {
        for (let index = 0; index < cluster.apis.length; index += 1) {
          const { code, ms } = await cluster.apis[index]!.terminate();
          assert.equal(code, 0, cluster.apis[index]!.output);
          assert.ok(ms < 5_000, `process ${index} took ${ms} ms to stop`);
          const restarted = await cluster.restart(index);
          // As the runbook says: the next process stops only once this one is ready, then 3 s
          // more. nginx's fail_timeout (2 s) counts from the last refused attempt, which can come
          // just before the process listens; a shorter wait fails now and then.
          const ready = await fetch(`${restarted.url}/health/ready`);
          assert.equal(ready.status, 200);
          await new Promise((resolve) => setTimeout(resolve, 3_000));
        }
      } finally {
        running = false;
        await traffic;
      }

      assert.deepEqual(failures, [], `answered ${answered}, failed ${failures.length}`);
      assert.ok(answered > 50, `only ${answered} requests were made`);
      for (const person of [teacher, student]) {
        assert.ok(person.socket.connected, 'the socket is connected again');
        assert.ok(person.rejoins.length >= 1, 'its process went away at least once');
        assert.ok(
          person.rejoins.every((outcome) => outcome === 'entered'),
          `rejoins: ${JSON.stringify(person.rejoins)}`,
        );
      }
      const rows = await cluster.query<{ status: string }>(
        'select status from meetings where room_name = $1',
        [roomName],
      );
      assert.equal(rows[0]?.status, 'active', 'the lesson is still live');
    } finally {
      teacher.socket.disconnect();
      student.socket.disconnect();
    }
  });
});
