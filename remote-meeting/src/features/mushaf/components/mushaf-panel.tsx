import { currentUserAtom, type AyahRef, type LessonNotesInput, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { registerClassroomTranslations } from '../../../i18n/classroom-translations';
import { registerHifzTranslations } from '../../../i18n/hifz-translations';
import { standingKeys } from '../../../lib/family/standing-api';
import { useChatAllowed } from '../../../lib/family/use-guardian-rules';
import { clampPage, pageInfo, pageOfAyah } from '../../../lib/quran/page-layout';
import type { PageText, SurahEntry } from '../../../lib/quran/page-text';
import { loadSurahs } from '../../../lib/quran/text-chunks';
import * as api from '../api/classroom-api';
import { wordKey } from '../classroom-reducer';
import { kindOfKey } from '../mark-keys';
import { loadQuranFont } from '../quran-font';
import { testStart } from '../recitation-test';
import { useClassroom } from '../use-classroom';
import { useMarkEntry } from '../use-mark-entry';
import { usePageText } from '../use-page-text';
import { ChatPanel } from './chat-panel';
import { CreditsDialog } from './credits-dialog';
import { HifzPanel } from './hifz-panel';
import { MarkBar } from './mark-bar';
import { MushafNavigator } from './mushaf-navigator';
import { MushafPage, type WordTarget } from './mushaf-page';
import { NotesPanel } from './notes-panel';
import { PageLoadState } from './page-load-state';
import { RecitationTestControls, RecitationTestNotice } from './recitation-test-bar';

registerClassroomTranslations();
registerHifzTranslations();
loadQuranFont();

export interface MushafPanelProps {
  roomName: string;
  isTeacher: boolean;
}

type Tab = 'mushaf' | 'notes' | 'chat' | 'hifz';

// The Sheikh has a fourth tab: tabs as wide as their labels keep all four within a phone's
// 360 pixels, in either language.
const COMPACT_TABS = { '& .MuiTab-root': { minWidth: 0, px: 1.5 } } as const;

/** The word a `data-word` attribute ("surah:ayah:word") names on the page shown. */
function wordAt(page: PageText, key: string): WordTarget | null {
  const [surah, ayah, word] = key.split(':').map(Number);
  const text = page.ayat.find((entry) => entry.surah === surah && entry.ayah === ayah)?.words[
    word!
  ];
  return text === undefined ? null : { surah: surah!, ayah: ayah!, word: word!, text };
}

/**
 * The session's shared mushaf (loaded when first opened): the page both sides see, navigation,
 * the teacher's highlight and lock, mistake marks on words, the session's notes, and (the
 * teacher's) the hifz lanes.
 */
export default function MushafPanel({ roomName, isTeacher }: MushafPanelProps) {
  const { t } = useTexts('classroom');
  const { view, update, dispatch, sendChat } = useClassroom(roomName);
  const self = useAtomValue(currentUserAtom);
  const queryClient = useQueryClient();
  const chatAllowed = useChatAllowed();
  const { state, meetingId, marks, notes } = view;
  const [surahs, setSurahs] = useState<SurahEntry[]>([]);
  const [tab, setTab] = useState<Tab>('mushaf');
  const [credits, setCredits] = useState(false);
  const { loaded, retry } = usePageText(state.page, { warmNeighbours: true, timed: true });
  const info = useMemo(() => pageInfo(state.page), [state.page]);
  const canTurn = isTeacher || !state.locked;

  useEffect(() => {
    void loadSurahs().then(setSurahs);
  }, []);
  useEffect(() => {
    if (loaded && 'text' in loaded) performance.mark(`mushaf-page-${loaded.page}-shown`);
  }, [loaded]);

  const goToPage = useCallback((page: number) => update({ page: clampPage(page) }), [update]);
  const openAyah = useCallback(
    (ref: AyahRef) =>
      update(isTeacher ? { page: pageOfAyah(ref), highlight: ref } : { page: pageOfAyah(ref) }),
    [update, isTeacher],
  );
  const highlight = useCallback((ref: AyahRef) => update({ highlight: ref }), [update]);

  const entry = useMarkEntry(meetingId, dispatch);
  const { target } = entry;
  const page = loaded && 'text' in loaded ? loaded.text : null;
  // A Sheikh at a desk: the key of a kind marks the focused word, or else the chosen one.
  const markByKey = (event: KeyboardEvent) => {
    const kind =
      isTeacher && !event.ctrlKey && !event.metaKey && !event.altKey && kindOfKey(event.key);
    if (!kind || !page) return;
    const focused = (event.target as HTMLElement).closest<HTMLElement>('[data-word]');
    const word = focused ? wordAt(page, focused.dataset.word!) : target;
    if (!word) return;
    event.preventDefault();
    void entry.mark(kind, word);
  };
  const hideFrom = testStart(target, state.highlight, page);
  const saveNotes = async (input: LessonNotesInput) => {
    if (!meetingId) return;
    dispatch({ type: 'notes', notes: await api.saveNotes(meetingId, input) });
  };

  return (
    <Box
      data-testid="mushaf-panel"
      data-page={state.page}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        color: 'text.primary',
        minHeight: 0,
      }}
    >
      <Tabs value={tab} onChange={(_, value: Tab) => setTab(value)} sx={COMPACT_TABS}>
        <Tab value="mushaf" label={t('mushaf.title')} />
        <Tab value="notes" label={t('notes.title')} />
        <Tab value="chat" label={t('chat.title')} />
        {isTeacher && <Tab value="hifz" label={t('hifz:title')} />}
      </Tabs>
      {tab === 'chat' && (
        <ChatPanel
          messages={view.chat}
          selfId={self?._id}
          closedText={chatAllowed ? null : t('common:apiErrors.classroom.chat_off')}
          onSend={async (text) => {
            const failure = await sendChat(text);
            if (!failure) return null;
            if (failure === 'rate_limited') return t('chat.slowDown');
            if (failure === 'classroom.chat_off') {
              // The guardian changed it during the lesson: the box gives way to the reason.
              void queryClient.invalidateQueries({ queryKey: standingKeys.all });
              return t('common:apiErrors.classroom.chat_off');
            }
            return failure === 'validation.failed' ? t('chat.contactDetails') : t('chat.notSent');
          }}
          onOpenRef={(ref) => {
            setTab('mushaf');
            openAyah(ref);
          }}
        />
      )}
      {tab === 'notes' && (
        <NotesPanel
          key={view.loaded ? 'loaded' : 'loading'}
          notes={notes}
          isTeacher={isTeacher}
          onSave={saveNotes}
        />
      )}
      {tab === 'hifz' && isTeacher && (
        <HifzPanel meetingId={meetingId} highlight={state.highlight} surahs={surahs} />
      )}
      {tab === 'mushaf' && (
        <>
          <MushafNavigator
            surahs={surahs}
            page={state.page}
            juz={info.juz}
            locked={state.locked}
            canTurn={canTurn}
            isTeacher={isTeacher}
            onPage={goToPage}
            onAyah={openAyah}
            onLock={(locked) => update({ locked })}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, fontSize: 14 }}>
            <span data-testid="mushaf-page-number">{t('mushaf.page', { page: state.page })}</span>
            <span>
              {t('mushaf.juz', { juz: info.juz })} · {t('mushaf.hizb', { hizb: info.hizb })}
            </span>
          </Box>
          {isTeacher && (
            <RecitationTestControls
              test={state.test}
              canStart={hideFrom !== null}
              onStart={() => hideFrom && update({ test: { hiddenFrom: hideFrom } })}
              onReveal={(reveal) => update({ reveal })}
              onStop={() => update({ test: null })}
            />
          )}
          {!isTeacher && state.test && <RecitationTestNotice />}
          {/* Focusable, so the page scrolls by keyboard too. */}
          <Box
            tabIndex={0}
            role="region"
            aria-label={t('mushaf.page', { page: state.page })}
            onKeyDown={markByKey}
            sx={{ flex: 1, overflow: 'auto', px: { xs: 1.5, md: 3 }, py: 1, minHeight: 0 }}
          >
            <PageLoadState loaded={loaded} onRetry={retry} padding={4} />
            {loaded && 'text' in loaded && (
              <MushafPage
                text={loaded.text}
                surahs={surahs}
                marks={marks}
                highlight={state.highlight}
                onWord={isTeacher && meetingId ? entry.select : undefined}
                selected={target}
                test={state.test}
                conceal={!isTeacher}
                onAyah={isTeacher ? highlight : undefined}
              />
            )}
          </Box>
          <Typography sx={{ px: 2, py: 0.5, fontSize: 12 }}>
            <Link component="button" onClick={() => setCredits(true)}>
              {t('mushaf.credits')}
            </Link>
          </Typography>
        </>
      )}
      {tab === 'mushaf' && target && (
        <MarkBar
          target={target}
          existing={marks.filter(
            (mark) =>
              wordKey(mark.surah, mark.ayah, mark.word) ===
              wordKey(target.surah, target.ayah, target.word),
          )}
          saved={entry.saved}
          error={entry.error}
          busy={entry.busy}
          onKind={(kind) => void entry.mark(kind)}
          onRefine={(mark, change) => void entry.refine(mark, change)}
          onRemove={(mark) => void entry.remove(mark)}
          onClose={() => entry.select(null)}
        />
      )}
      {credits && <CreditsDialog onClose={() => setCredits(false)} />}
    </Box>
  );
}
