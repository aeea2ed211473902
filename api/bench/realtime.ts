// bench:realtime — N signed-in sockets against one API process (in-memory PGlite): connect
// time, server memory per socket, bytes sent per presence change as N grows, presence update
// and ring latency. BENCH_SIZES=1000,2000,5000 by default. Loopback only.
// Who is who: 20 teachers and 20 "actor" students are real socket.io clients (they ring and
// change status), 50 probes are real socket.io clients in their own process (their arrival
// times are the presence latency), and the rest of the N students are raw load clients that
// only receive (raw-load-client.ts).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type UsersListDelta } from '@app/shared/protocol';
import { RawLoadClient } from './raw-load-client';

const SIZES = (process.env.BENCH_SIZES ?? '1000,2000,5000').split(',').map(Number);
const TEACHERS = 20;
const RINGS = Number(process.env.BENCH_RINGS ?? 200);
const PRESENCE_CHANGES = 5;
const PROBES = 50;
const ACTORS = 20;
const CONNECT_CONCURRENCY = 100;

type Seeded = { students: Session[]; teachers: Session[] };
type Session = { userId: string; cookie: string };
type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** A socket.io bench client that counts the bytes of every message it receives. */
class Client {
  bytes = 0;
  readonly socket: Socket;
  constructor(url: string, cookie: string) {
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      autoConnect: false,
      extraHeaders: { cookie },
    });
    this.socket.io.on('open', () => {
      this.socket.io.engine.on('packet', (packet: { type: string; data?: unknown }) => {
        if (packet.type === 'message' && typeof packet.data === 'string') {
          this.bytes += packet.data.length + 1; // + the engine.io packet type
        }
      });
    });
  }

  /** Connects; resolves with ms until the users list arrived. */
  open(): Promise<number> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      this.socket.once(SERVER_EVENTS.allUsersList, () => resolve(performance.now() - started));
      this.socket.once('connect_error', reject);
      this.socket.connect();
    });
  }

  /** Resolves with ms since `started` when a presence delta of `userId` arrives. */
  nextPresenceOf(userId: string, started: number): Promise<number> {
    return new Promise<number>((resolve) => {
      const onDelta = (delta: UsersListDelta) => {
        if (delta.type !== 'presence' || delta._id !== userId) return;
        this.socket.off(SERVER_EVENTS.usersListDelta, onDelta);
        resolve(performance.now() - started);
      };
      this.socket.on(SERVER_EVENTS.usersListDelta, onDelta);
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** What the bench needs of every receiving client, socket.io or raw. */
type Receiver = Pick<Client, 'bytes' | 'open' | 'nextPresenceOf' | 'close'>;

const wallClock = () => performance.timeOrigin + performance.now();

function forkTs(file: string, execArgv: string[] = []): ChildProcess {
  return fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = forkTs('./realtime-server.ts', ['--expose-gc']);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function ask<T>(child: ChildProcess, request: object): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message: T & { error?: string }) =>
      message.error ? reject(new Error(message.error)) : resolve(message),
    );
    child.send(request);
  });
}

async function connectAll<C extends Receiver>(clients: C[]) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < clients.length; i += CONNECT_CONCURRENCY) {
    times.push(
      ...(await Promise.all(clients.slice(i, i + CONNECT_CONCURRENCY).map((c) => c.open()))),
    );
  }
  return { clients, times, totalMs: performance.now() - started };
}

/** One teacher availability change: bytes every receiver got, and its delivery latency. */
async function presenceChange(
  teacher: Client,
  teacherId: string,
  receivers: Receiver[],
  busy: boolean,
) {
  const before = receivers.reduce((sum, c) => sum + c.bytes, 0);
  const startedAt = wallClock();
  const started = performance.now();
  const latencies = await Promise.all([
    ...receivers.map((client) => client.nextPresenceOf(teacherId, started)),
    teacher.socket
      .emitWithAck(CLIENT_EVENTS.updateTeacherStatus, {
        setting: busy ? 'busy' : 'online',
      })
      .then(() => 0),
  ]);
  const bytes = receivers.reduce((sum, c) => sum + c.bytes, 0) - before;
  return { bytes, startedAt, latencies: latencies.slice(0, receivers.length) };
}

/** initiate -> incomingCallRequest, then the caller cancels so the teacher is free again. */
async function ring(student: Client, teacher: Client, teacherId: string): Promise<number> {
  const started = performance.now();
  const incoming = new Promise<number>((resolve) =>
    teacher.socket.once(SERVER_EVENTS.incomingCallRequest, () =>
      resolve(performance.now() - started),
    ),
  );
  const ack = (await student.socket.emitWithAck(CLIENT_EVENTS.initiateCallRequest, {
    receiverId: teacherId,
  })) as { ok: boolean; callId?: string; reason?: string };
  if (!ack.ok) throw new Error(`call refused: ${ack.reason}`);
  const latency = await incoming;
  const stopped = new Promise((resolve) =>
    teacher.socket.once(SERVER_EVENTS.incomingCallEnded, resolve),
  );
  await student.socket.emitWithAck(CLIENT_EVENTS.endCall, { callId: ack.callId });
  await stopped;
  return latency;
}

async function run(size: number) {
  const { child, port } = await startServer();
  const url = `http://127.0.0.1:${port}`;
  try {
    const seeded = await ask<Seeded>(child, { type: 'seed', students: size, teachers: TEACHERS });
    const teachers = await connectAll(seeded.teachers.map((s) => new Client(url, s.cookie)));
    const baseline = await ask<Memory>(child, { type: 'memory' });
    const probe = forkTs('./realtime-probe.ts');
    const probeSessions = seeded.students.slice(-PROBES);
    const actors = await connectAll(
      seeded.students.slice(0, ACTORS).map((s) => new Client(url, s.cookie)),
    );
    const load = await connectAll(
      seeded.students.slice(ACTORS, size - PROBES).map((s) => new RawLoadClient(url, s.cookie)),
    );
    const students = {
      clients: [...actors.clients, ...load.clients],
      times: [...actors.times, ...load.times],
      totalMs: actors.totalMs + load.totalMs,
    };
    await ask(probe, {
      type: 'start',
      url,
      cookies: probeSessions.map((s) => s.cookie),
      teacherId: seeded.teachers[0]!.userId,
    });
    const loaded = await ask<Memory>(child, { type: 'memory' });

    const teacher = teachers.clients[0]!;
    const teacherId = seeded.teachers[0]!.userId;
    const bytes: number[] = [];
    const latencies: number[] = [];
    const starts: number[] = [];
    for (let i = 0; i < PRESENCE_CHANGES; i++) {
      const change = await presenceChange(teacher, teacherId, students.clients, i % 2 === 0);
      // The probes' messages are the same size: count them in without reading their sockets.
      bytes.push((change.bytes * size) / students.clients.length);
      latencies.push(...change.latencies);
      starts.push(change.startedAt);
    }
    await sleep(200);
    const { arrivals } = await ask<{ arrivals: number[][] }>(probe, { type: 'results' });
    probe.kill();
    const delivery = arrivals.flatMap((times) => times.map((at, i) => at - starts[i]!));
    if (delivery.length !== PROBES * PRESENCE_CHANGES) throw new Error('a probe missed a change');
    await teacher.socket.emitWithAck(CLIENT_EVENTS.updateTeacherStatus, {
      setting: 'online',
    });

    const rings: number[] = [];
    for (let i = 0; i < RINGS; i++) {
      const t = i % TEACHERS;
      rings.push(
        await ring(actors.clients[i % ACTORS]!, teachers.clients[t]!, seeded.teachers[t]!.userId),
      );
    }
    for (const client of [...students.clients, ...teachers.clients]) client.close();
    const bytesPerChange = bytes.reduce((a, b) => a + b, 0) / bytes.length;
    return {
      sockets: size,
      connectTotalS: round(students.totalMs / 1000, 2),
      connectP50Ms: round(percentile(students.times, 50)),
      connectP99Ms: round(percentile(students.times, 99)),
      rssPerSocketKB: round((loaded.rss - baseline.rss) / size / 1024),
      heapPerSocketKB: round(
        (loaded.heapUsed + loaded.external - baseline.heapUsed - baseline.external) / size / 1024,
      ),
      bytesPerPresenceChange: Math.round(bytesPerChange),
      bytesPerReceiver: round(bytesPerChange / size),
      presenceP50Ms: round(percentile(delivery, 50)),
      presenceP99Ms: round(percentile(delivery, 99)),
      loadClientsP99Ms: round(percentile(latencies, 99)),
      ringP50Ms: round(percentile(rings, 50), 2),
      ringP99Ms: round(percentile(rings, 99), 2),
    };
  } finally {
    child.kill('SIGTERM');
  }
}

const rows = [];
for (const size of SIZES) {
  process.stderr.write(`bench:realtime: ${size} sockets...\n`);
  rows.push(await run(size));
}
console.table(rows);
const [first, last] = [rows[0]!, rows.at(-1)!];
const growth = last.bytesPerPresenceChange / first.bytesPerPresenceChange;
console.log(
  `bytes per presence change grew ${growth.toFixed(2)}x for ${(last.sockets / first.sockets).toFixed(2)}x sockets (linear when equal)`,
);
process.exit(0);
