import { AppButton, useTexts } from '@app/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What a paged list below it needs of its infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** Under a paged history list: how many are shown, a failed next page, and Load more. */
export function ListFooter({
  query,
  shown,
  loadError,
}: {
  query: PagedQuery;
  shown: string;
  loadError: string;
}) {
  const { t } = useTexts('history');
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {shown}
      </Typography>
      {query.isFetchNextPageError && (
        <Typography variant="body2" color="error">
          {loadError}
        </Typography>
      )}
      {query.hasNextPage && (
        <AppButton
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('loadMore')}
        </AppButton>
      )}
    </Stack>
  );
}
