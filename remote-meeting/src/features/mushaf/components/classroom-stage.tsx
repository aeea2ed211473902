import { SERVER_EVENTS, useSocketEvent, type ClassroomStateMessage, useTexts } from '@app/shared';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
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

// On a phone the video sits in a strip of its own above the open mushaf, beside the button
// that closes it: it never floats over the page's words, the marks, the notes or the chat.
const PHONE_VIDEO_HEIGHT = 112;
const PHONE_VIDEO_WIDTH = 'min(44vw, 200px)';
const STRIP_GAP = 8;

/**
 * The live meeting's stage: the video, and the shared mushaf beside it (desktop) or below it
 * with the video small in a strip of its own (phone). The video keeps its place in the tree so
 * opening the mushaf never restarts the call. The mushaf opens by itself when the other side
 * turns a page. The call's controls sit in a bar of their own below both, never inside the
 * small video; the student's notes notice sits above both, in the flow.
 */
export function ClassroomStage({ roomName, isTeacher, video }: Props) {
  const { t } = useTexts('meeting');
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
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
          overflow: 'hidden',
        }}
      >
        <Box
          data-testid="video-slot"
          sx={
            pip
              ? {
                  position: 'absolute',
                  top: STRIP_GAP,
                  insetInlineEnd: STRIP_GAP,
                  width: PHONE_VIDEO_WIDTH,
                  height: PHONE_VIDEO_HEIGHT,
                  borderRadius: 2,
                  overflow: 'hidden',
                  display: 'flex',
                  flexDirection: 'column',
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
          // On a phone the small video and the close button have the strip above the mushaf.
          <Box
            sx={{
              flex: 1,
              order: 1,
              minWidth: 0,
              minHeight: 0,
              pt: pip ? `${PHONE_VIDEO_HEIGHT + 2 * STRIP_GAP}px` : 0,
            }}
          >
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
          sx={{
            position: 'absolute',
            top: STRIP_GAP,
            ...(pip
              ? {
                  insetInlineStart: STRIP_GAP,
                  // A long label wraps rather than reach under the video.
                  maxWidth: `calc(100% - ${PHONE_VIDEO_WIDTH} - ${3 * STRIP_GAP}px)`,
                }
              : { insetInlineEnd: STRIP_GAP }),
            zIndex: 4,
          }}
        >
          {open ? t('classroom.closeMushaf') : t('classroom.openMushaf')}
        </Button>
      </Box>
      <Box ref={setControlsBar} data-testid="call-controls" sx={{ flex: '0 0 auto' }} />
    </Box>
  );
}
