import {
  ApiError,
  currentUserAtom,
  PageSpinner,
  useFormat,
  usePageTitle,
  UserAvatar,
  type TeacherPage as TeacherPageData,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getTeacherPage } from '../api/get-teacher-page';
import { teacherPageFailureKey } from '../teacher-page-failure';
import type { StudentActionsSlot } from './student-actions-slot';
import { TeacherPageCall } from './teacher-page-call';
import { TeacherRating } from './teacher-rating';
import { TeacherSpecializations } from './teacher-specializations';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What the app may put under the Sheikh's card for a signed-in student (booking a lesson),
 * since features do not import each other.
 */
export type StudentSectionSlot = (teacher: TeacherPageData) => ReactNode;

function TeacherDetails({
  teacher,
  studentActions,
  studentSection,
}: {
  teacher: TeacherPageData;
  studentActions: StudentActionsSlot | undefined;
  studentSection: ReactNode;
}) {
  const { t } = useTexts(['meeting', 'teaching']);
  const format = useFormat();
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <UserAvatar name={teacher.name} avatar={teacher.avatar} size={96} />
            <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{teacher.name}</bdi>
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <TeacherRating
                  averageRating={teacher.averageRating}
                  totalReviews={teacher.totalReviews}
                />
                <Typography variant="body2" data-testid="teacher-lessons">
                  {t('teaching:lessons', { count: teacher.lessonsTaught })}
                </Typography>
              </Box>
            </Box>
            <TeacherPageCall teacher={teacher} studentActions={studentActions} />
          </Box>
        </CardContent>
      </Card>
      {studentSection}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {teacher.bio && (
              <Section title={t('meeting:teacherPage.about')}>
                {/* Written in either language: its own direction keeps its punctuation. */}
                <Typography
                  dir="auto"
                  data-testid="teacher-bio"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {teacher.bio}
                </Typography>
              </Section>
            )}
            {teacher.experience && (
              <Section title={t('meeting:teacherPage.experience')}>
                <Typography dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                  {teacher.experience}
                </Typography>
              </Section>
            )}
            {teacher.specializations.length > 0 && (
              <Section title={t('meeting:teacherPage.specializations')}>
                <TeacherSpecializations values={teacher.specializations} />
              </Section>
            )}
            {teacher.languages.length > 0 && (
              <Section title={t('meeting:teacherPage.languages')}>
                <Typography data-testid="teacher-languages">
                  {format.list(teacher.languages.map((code) => t(`teaching:languages.${code}`)))}
                </Typography>
              </Section>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('meeting:teacherPage.reviews')}
          </Typography>
          {teacher.reviews.length === 0 ? (
            <Typography color="text.secondary">{t('meeting:teacherPage.noReviews')}</Typography>
          ) : (
            <Stack component="ul" divider={<Divider />} spacing={1.5} sx={{ m: 0, p: 0 }}>
              {teacher.reviews.map((review, index) => (
                <Box
                  component="li"
                  key={index}
                  data-testid="teacher-review"
                  sx={{ listStyle: 'none' }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Rating
                      value={review.rating}
                      readOnly
                      size="small"
                      aria-label={t('teaching:rating', { value: review.rating })}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {format.date(review.ratedAt)}
                    </Typography>
                  </Box>
                  <Typography dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                    {review.comment}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * /teachers/:id: a teacher's public page, for visitors and signed-in users alike. The app may
 * wrap a student's actions (a block decides whether Call is offered) and add a section for
 * students only (booking).
 */
export function TeacherPage({
  studentActions,
  studentSection,
}: {
  studentActions?: StudentActionsSlot;
  studentSection?: StudentSectionSlot;
}) {
  const { t } = useTexts('meeting');
  const { id = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const query = useQuery({
    queryKey: ['teacher-page', id],
    queryFn: () => getTeacherPage(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const back = user?.role === 'student' ? '/main' : '/';
  // The tab bears the Sheikh's name once it is known.
  usePageTitle(query.data?.name ?? t('teacherPage.pageTitle'));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <MuiLink component={Link} to={back} sx={{ display: 'inline-block', mb: 2 }}>
        {t(user?.role === 'student' ? 'teacherPage.backToList' : 'teacherPage.home')}
      </MuiLink>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Box role="alert">
          <Typography variant="h5" component="h1">
            {t(teacherPageFailureKey(query.error))}
          </Typography>
        </Box>
      ) : (
        <TeacherDetails
          teacher={query.data}
          studentActions={studentActions}
          studentSection={user?.role === 'student' ? studentSection?.(query.data) : null}
        />
      )}
    </Container>
  );
}
