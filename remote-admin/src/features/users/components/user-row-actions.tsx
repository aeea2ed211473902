import { useTexts } from '@app/shared/core';
import type { ReactElement } from 'react';
import type { User } from '@app/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { attendanceSideOf } from '../lib/attendance-figures';
import { deleteRefusal, editRefusal, toggleRefusal, type Refusal } from '../lib/user-policy';

/** What the users table can do with a row. */
export interface UserRowHandlers {
  actor: User;
  onEdit: (user: User) => void;
  onToggleActive: (user: User) => void;
  onApprove: (user: User) => void;
  onReject: (user: User) => void;
  onDelete: (user: User) => void;
  /** Opens a student's guardians. */
  onGuardians: (user: User) => void;
  /** Opens a student's or a Sheikh's attendance counts. */
  onAttendance: (user: User) => void;
  /** The account whose ban/unban is in flight. */
  togglingId: string | undefined;
}

interface ActionProps {
  label: string;
  refusal: Refusal | null;
  busy?: boolean;
  color?: 'error' | 'warning' | 'success' | 'primary';
  onClick: () => void;
  icon: ReactElement;
}

/** An icon button whose tooltip is its action, or why the action is not allowed. */
function RowAction({ label, refusal, busy = false, color, onClick, icon }: ActionProps) {
  const { t } = useTexts('admin');
  const disabled = refusal !== null || busy;
  return (
    <Tooltip title={refusal ? t(`users.refusals.${refusal}`) : label}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} color={color} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Edit, approve/reject (applications) or ban/unban, a student's guardians, a student's or a
 * Sheikh's attendance, and delete, each offered only within the actor's rights
 * (docs/product.md#roles).
 */
export function UserRowActions({ user, handlers }: { user: User; handlers: UserRowHandlers }) {
  const { t } = useTexts('admin');
  const { actor } = handlers;
  const name = { name: user.name };
  // An application is decided (approve, reject); an admitted account is deactivated or not.
  const applicant = user.status === 'pending' || user.status === 'rejected';
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <RowAction
        label={t('users.actions.edit', name)}
        refusal={editRefusal(actor, user)}
        color="primary"
        onClick={() => handlers.onEdit(user)}
        icon={<EditIcon fontSize="small" />}
      />
      {applicant ? (
        <>
          <RowAction
            label={t('users.actions.approve', name)}
            refusal={editRefusal(actor, user)}
            busy={handlers.togglingId === user._id}
            color="success"
            onClick={() => handlers.onApprove(user)}
            icon={<CheckCircleIcon fontSize="small" />}
          />
          {user.status === 'pending' && (
            <RowAction
              label={t('users.actions.reject', name)}
              refusal={editRefusal(actor, user)}
              color="warning"
              onClick={() => handlers.onReject(user)}
              icon={<HighlightOffIcon fontSize="small" />}
            />
          )}
        </>
      ) : (
        <RowAction
          label={t(user.active ? 'users.actions.ban' : 'users.actions.unban', name)}
          refusal={toggleRefusal(actor, user)}
          busy={handlers.togglingId === user._id}
          color={user.active ? 'warning' : 'success'}
          onClick={() => handlers.onToggleActive(user)}
          icon={user.active ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
        />
      )}
      {user.role === 'student' && (
        <RowAction
          label={t('users.actions.guardians', name)}
          refusal={editRefusal(actor, user)}
          color="primary"
          onClick={() => handlers.onGuardians(user)}
          icon={<FamilyRestroomIcon fontSize="small" />}
        />
      )}
      {/* An applicant was never admitted, so it has no lessons to count. */}
      {!applicant && attendanceSideOf(user.role) && (
        <RowAction
          label={t('users.actions.attendance', name)}
          refusal={null}
          color="primary"
          onClick={() => handlers.onAttendance(user)}
          icon={<EventAvailableIcon fontSize="small" />}
        />
      )}
      <RowAction
        label={t('users.actions.delete', name)}
        refusal={deleteRefusal(actor, user)}
        color="error"
        onClick={() => handlers.onDelete(user)}
        icon={<DeleteIcon fontSize="small" />}
      />
    </Box>
  );
}
