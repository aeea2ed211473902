import { socketHolder, type IceServer } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  audioSenders,
  RECITATION_OPUS_BITRATE,
  setAudioBitrate,
  switchRecitationAudio,
} from '../../../lib/audio/recitation-audio';
import type { RoomEntry } from '../../../lib/room-entry';
import { attachRoom, sendSignal } from '../subscriptions';
import { lessonMedia } from '../../../lib/media/lesson-media';
import { openLocalMedia, type LocalMedia } from '../../../lib/media/local-media';
import { PeerLink, type OutgoingSignal } from './peer-link';
import { WatcherLinks } from './watcher-links';

/** The Network Information API where the browser has it (Chromium): it tells of a new network. */
const networkInformation = (): EventTarget | null =>
  (navigator as Navigator & { connection?: EventTarget }).connection ?? null;

/** What the p2p view shows about the link to the other person. */
export type LinkStatus = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

const statusOf = (state: RTCPeerConnectionState): LinkStatus =>
  state === 'connected'
    ? 'connected'
    : state === 'disconnected' || state === 'failed'
      ? 'reconnecting'
      : 'connecting';

export interface P2pRoom {
  local: LocalMedia | null;
  remote: MediaStream | null;
  status: LinkStatus;
  /** Recitation audio (docs/classroom.md): this side's microphone unprocessed, at 64 kbps. */
  setRecitation(on: boolean): Promise<void>;
}

/**
 * The media of a p2p room the lesson has entered: opens the camera and microphone and keeps
 * one PeerLink to the other participant, `peerId` (a fresh one when that participant comes back
 * after a reload or a lost connection), and a send-only link to each guardian watching. Each
 * entry into the room (`entry`, the first and those after a lost connection) that finds the
 * other one in makes this side offer, to it and to every watcher.
 */
export function useP2pRoom(
  roomName: string,
  peerId: string,
  entry: RoomEntry,
  polite: boolean,
  iceServers: IceServer[],
): P2pRoom {
  const [local, setLocal] = useState<LocalMedia | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<LinkStatus>('waiting');
  const iceKey = JSON.stringify(iceServers);
  // The room's current media and link, for the recitation switch (owned by the effect below).
  const live = useRef<{
    media: LocalMedia | null;
    link: PeerLink | null;
    watchers: WatcherLinks | null;
    recitation: boolean;
    /** Answers an entry once the link exists (the media may still be opening). */
    entered: ((entry: RoomEntry) => void) | null;
  }>({ media: null, link: null, watchers: null, recitation: false, entered: null });
  const latestEntry = useRef(entry);

  useEffect(() => {
    const socket = socketHolder.current;
    if (!socket) return undefined;
    let cancelled = false;
    let media: LocalMedia | null = null;
    let link: PeerLink | null = null;
    let detach: (() => void) | null = null;

    const servers = JSON.parse(iceKey) as IceServer[];
    const send = (signal: OutgoingSignal) =>
      sendSignal(socket, { roomName, to: peerId, ...signal });
    const watchers = new WatcherLinks({
      iceServers: servers,
      send: (to, signal) => sendSignal(socket, { roomName, to, ...signal }),
    });
    live.current.watchers = watchers;
    const freshLink = () => {
      link?.close();
      setRemote(null);
      link = new PeerLink({
        polite,
        iceServers: servers,
        send,
        onRemoteStream: (stream) => setRemote(stream),
        onState: (state) => setStatus(statusOf(state)),
      });
      if (media?.stream) link.addStream(media.stream);
      live.current.link = link;
      if (live.current.recitation) {
        for (const sender of audioSenders(link.pc)) {
          void setAudioBitrate(sender, RECITATION_OPUS_BITRATE).catch(() => undefined);
        }
      }
      return link;
    };
    // The one who enters last offers (the side already in the room only gets a fresh link
    // ready and answers): two offers crossing (glare) after a quick reload could leave both
    // links stuck.
    const entered = ({ participants, watchers: watching }: RoomEntry) => {
      if (cancelled) return;
      for (const watcher of watching) watchers.open(watcher.userId);
      if (participants.length === 0) return;
      const current = link?.used ? freshLink() : link;
      setStatus('connecting');
      current?.setPeerPresent(true);
    };

    // A network change (back online, Wi-Fi to mobile) restarts ICE at once.
    const onNetworkChange = () => {
      link?.restartIce();
      watchers.restartIce();
    };
    window.addEventListener('online', onNetworkChange);
    const connection = networkInformation();
    connection?.addEventListener('change', onNetworkChange);

    void (async () => {
      // Opened while the call rang, when this user started or accepted it.
      media = await (lessonMedia.take() ?? openLocalMedia());
      if (cancelled) return media.stream?.getTracks().forEach((track) => track.stop());
      setLocal(media);
      live.current.media = media;
      watchers.setStream(media.stream);
      freshLink();
      detach = attachRoom(socket, roomName, {
        onSignal: (signal) => {
          if (signal.from === peerId) void link?.receive(signal);
          else watchers.receive(signal);
        },
        onPeerJoined: () => {
          if (link?.used) freshLink();
          setStatus('connecting');
        },
        onPeerLeft: () => {
          link?.setPeerPresent(false);
          setStatus('waiting');
        },
        onWatcherJoined: (watcherId) => watchers.open(watcherId),
        onWatcherLeft: (watcherId) => watchers.close(watcherId),
      });
      live.current.entered = entered;
      entered(latestEntry.current);
    })().catch((error: unknown) => console.error('p2p room failed', error));

    const room = live.current;
    return () => {
      cancelled = true;
      room.entered = null;
      window.removeEventListener('online', onNetworkChange);
      connection?.removeEventListener('change', onNetworkChange);
      detach?.();
      link?.close();
      watchers.closeAll();
      media?.stream?.getTracks().forEach((track) => track.stop());
    };
  }, [roomName, peerId, polite, iceKey]);

  // An entry after the media is open is answered at once; an earlier one once it is.
  useEffect(() => {
    latestEntry.current = entry;
    live.current.entered?.(entry);
  }, [entry]);

  const setRecitation = useCallback(async (on: boolean) => {
    const { media, link, watchers } = live.current;
    if (!media?.stream) return;
    const senders = [...(link ? audioSenders(link.pc) : []), ...(watchers?.audioSenders() ?? [])];
    await switchRecitationAudio(media.stream, senders, on);
    live.current.recitation = on;
  }, []);

  return { local, remote, status, setRecitation };
}
