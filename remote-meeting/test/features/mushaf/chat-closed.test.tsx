import { changeLanguage, initI18n, type ChatMessage } from '@app/shared';
import { render, screen } from '@testing-library/react';
import { ChatPanel } from '../../../src/features/mushaf/components/chat-panel';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  await changeLanguage('en');
});

const message: ChatMessage = {
  id: 'x1',
  meetingId: 'm1',
  senderId: 't1',
  senderName: 'Sheikh Yusuf',
  senderRole: 'teacher',
  text: 'Read 2:255 again',
  createdAt: '2026-06-01T10:00:00.000Z',
};

it('replaces the message box with the reason when the user may not write', () => {
  render(
    <ChatPanel
      messages={[message]}
      selfId="s1"
      onSend={async () => null}
      onOpenRef={() => undefined}
      closedText="Your guardian turned the chat off for your lessons."
    />,
  );
  expect(screen.getByText('Your guardian turned the chat off for your lessons.')).toBeVisible();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  // What the Sheikh writes still shows.
  expect(screen.getByText(/Read/)).toBeVisible();
});

it('offers the message box otherwise', () => {
  render(
    <ChatPanel messages={[]} selfId="s1" onSend={async () => null} onOpenRef={() => undefined} />,
  );
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
