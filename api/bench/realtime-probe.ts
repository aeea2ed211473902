// A few receivers of the realtime bench in their own process, so the presence latency they
// see is the server's delivery time, not the load clients' backlog of N messages.
import { io, type Socket } from 'socket.io-client';
import { SERVER_EVENTS, type UsersListDelta } from '@app/shared/protocol';

type Start = { type: 'start'; url: string; cookies: string[]; teacherId: string };
type Message = Start | { type: 'results' };

const wallClock = () => performance.timeOrigin + performance.now();
const arrivals: number[][] = [];
let sockets: Socket[] = [];

async function start({ url, cookies, teacherId }: Start) {
  sockets = await Promise.all(
    cookies.map(
      (cookie, index) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(url, {
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            extraHeaders: { cookie },
          });
          arrivals[index] = [];
          socket.on(SERVER_EVENTS.usersListDelta, (delta: UsersListDelta) => {
            if (delta.type === 'presence' && delta._id === teacherId)
              arrivals[index]!.push(wallClock());
          });
          socket.once(SERVER_EVENTS.allUsersList, () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  return { ready: true };
}

process.on('message', (message: Message) => {
  const answer =
    message.type === 'start'
      ? start(message)
      : Promise.resolve({ arrivals, closed: sockets.map((s) => s.disconnect()).length });
  answer.then(
    (result) => process.send!(result),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
