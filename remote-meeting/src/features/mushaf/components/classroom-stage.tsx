import { SERVER_EVENTS, useSocketEvent, type ClassroomStateMessage } from '@app/shared';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ControlsSlotProvider } from '../../../lib/controls-slot';
import { SessionNotesBanner } from './session-notes-notice';

// The mushaf, its texts and its font are a chunk of their own, fetched when first opened: the
// meeting's first screen stays the size it was.
const MushafPanel = lazy(() => import(/* webpackChunkName: "mushaf" */ './mushaf-panel'));

interface Props {
  roomName: string;
  isTeacher: boolean;
  video: ReactNode;
}

/** Picture-in-picture position on a phone, moved by dragging. */
function useDraggable() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // The video's own buttons (mute, hang up) stay buttons.
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = {
      x: event.clientX - offset.x,
      y: event.clientY - offset.y,
      pointer: event.pointerId,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    const wanted = { x: event.clientX - drag.current.x, y: event.clientY - drag.current.y };
    // Kept within the stage: a video dragged past the edge could not be dragged back.
    const box = event.currentTarget.getBoundingClientRect();
    const stage = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!stage) return setOffset(wanted);
    const home = { x: box.left - offset.x, y: box.top - offset.y };
    const clamp = (value: number, low: number, high: number) =>
      Math.min(Math.max(value, low), high);
    setOffset({
      x: clamp(wanted.x, stage.left - home.x, stage.right - box.width - home.x),
      y: clamp(wanted.y, stage.top - home.y, stage.bottom - box.height - home.y),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp } };
}

/**
 * The live meeting's stage: the video, and the shared mushaf beside it (desktop) or over it with
 * the video as a movable picture-in-picture (phone). The video keeps its place in the tree so
 * opening the mushaf never restarts the call. The mushaf opens by itself when the other side
 * turns a page. The call's controls sit in a bar of their own below both, never inside the
 * picture-in-picture; the student's notes notice sits above both, in the flow.
 */
export function ClassroomStage({ roomName, isTeacher, video }: Props) {
  const { t } = useTranslation('meeting');
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { offset, handlers } = useDraggable();
  const [controlsBar, setControlsBar] = useState<HTMLElement | null>(null);
  useSocketEvent(
    SERVER_EVENTS.classroomState,
    useCallback(
      (message: ClassroomStateMessage) => {
        if (message.roomName === roomName) setOpen(true);
      },
      [roomName],
    ),
  );
  const pip = open && phone;

  return (
    <Box sx={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      {!isTeacher && <SessionNotesBanner />}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'row',
          position: 'relative',
          // The picture-in-picture is dragged within the stage, never past the screen's edge.
          overflow: 'hidden',
        }}
      >
        <Box
          data-testid="video-slot"
          aria-label={pip ? t('classroom.moveVideo') : undefined}
          {...(pip ? handlers : {})}
          sx={
            pip
              ? {
                  position: 'absolute',
                  insetInlineEnd: 12,
                  // Above the panels' bottom row (the chat's message field and Send), which it
                  // would otherwise cover.
                  bottom: 76,
                  width: 'min(36vw, 220px)',
                  height: 'min(48vw, 300px)',
                  zIndex: 3,
                  borderRadius: 2,
                  overflow: 'hidden',
                  boxShadow: 6,
                  display: 'flex',
                  flexDirection: 'column',
                  transform: `translate(${offset.x}px, ${offset.y}px)`,
                  touchAction: 'none',
                  bgcolor: 'grey.900',
                }
              : {
                  flex: open ? '0 0 38%' : 1,
                  order: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  minWidth: 0,
                }
          }
        >
          <ControlsSlotProvider value={controlsBar}>{video}</ControlsSlotProvider>
        </Box>
        {open && (
          // On a phone the close button gets a row of its own above the full-screen mushaf.
          <Box sx={{ flex: 1, order: 1, minWidth: 0, minHeight: 0, pt: pip ? 6 : 0 }}>
            <Suspense
              fallback={
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                  <CircularProgress />
                </Box>
              }
            >
              <MushafPanel roomName={roomName} isTeacher={isTeacher} />
            </Suspense>
          </Box>
        )}
        <Button
          size="small"
          variant="contained"
          color={open ? 'inherit' : 'primary'}
          startIcon={<MenuBookIcon />}
          onClick={() => setOpen((value) => !value)}
          aria-pressed={open}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, zIndex: 4 }}
        >
          {open ? t('classroom.closeMushaf') : t('classroom.openMushaf')}
        </Button>
      </Box>
      <Box ref={setControlsBar} data-testid="call-controls" sx={{ flex: '0 0 auto' }} />
    </Box>
  );
}
