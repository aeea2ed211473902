import { currentUserAtom, isAdminRole, PageSpinner } from '@app/shared';
import { BUILD_ID } from '../../../lib/build-id';
import Container from '@mui/material/Container';
import { useAtomValue } from 'jotai';
import { DirectoryList } from './directory-list';
import { ManageUsers } from './manage-users';

/**
 * /users: admins manage accounts; teachers see the students and students the Sheikhs,
 * read-only (docs/product.md#screens-and-routes).
 */
export function UsersPage() {
  const user = useAtomValue(currentUserAtom);
  return (
    <Container maxWidth="xl" sx={{ py: 4 }} data-build={BUILD_ID}>
      {!user ? (
        <PageSpinner />
      ) : isAdminRole(user.role) ? (
        <ManageUsers actor={user} />
      ) : (
        <DirectoryList role={user.role === 'teacher' ? 'student' : 'teacher'} />
      )}
    </Container>
  );
}
