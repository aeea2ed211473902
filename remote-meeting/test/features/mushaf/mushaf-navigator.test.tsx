import { i18n, initI18n } from '@app/shared';
import { render, screen } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { MushafNavigator } from '../../../src/features/mushaf/components/mushaf-navigator';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import type { SurahEntry } from '../../../src/lib/quran/page-text';

const userEvent = userEvents.setup({ delay: null });

const SURAHS: SurahEntry[] = [
  { surah: 1, ar: 'الفاتحة', en: 'Al-Fatihah', meaning: 'The Opening', ayat: 7 },
  { surah: 2, ar: 'البقرة', en: 'Al-Baqarah', meaning: 'The Cow', ayat: 286 },
];

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  await i18n.changeLanguage('en');
});

function renderNavigator(canTurn = true) {
  const onPage = jest.fn();
  const onAyah = jest.fn();
  render(
    <MushafNavigator
      surahs={SURAHS}
      page={1}
      juz={1}
      locked={false}
      canTurn={canTurn}
      isTeacher={false}
      onPage={onPage}
      onAyah={onAyah}
      onLock={() => undefined}
    />,
  );
  return { onPage, onAyah };
}

it('jumps to a typed page on Enter, and clamps a page past the end', async () => {
  const { onPage } = renderNavigator();
  const field = screen.getByRole('spinbutton', { name: 'Page' });
  await userEvent.type(field, '42{Enter}');
  expect(onPage).toHaveBeenLastCalledWith(42);
  // The field empties; its placeholder shows the page open.
  expect(field).toHaveValue(null);
  await userEvent.type(field, '900{Enter}');
  expect(onPage).toHaveBeenLastCalledWith(604);
  await userEvent.type(field, '7');
  await userEvent.click(screen.getByRole('button', { name: 'Go to the page' }));
  expect(onPage).toHaveBeenLastCalledWith(7);
});

it('finds a surah by keyboard and opens its ayah on Enter', async () => {
  const { onAyah } = renderNavigator();
  await userEvent.type(screen.getByRole('combobox', { name: 'Surah' }), 'Baq{Enter}');
  const ayah = screen.getByRole('spinbutton', { name: 'Ayah' });
  await userEvent.clear(ayah);
  await userEvent.type(ayah, '255{Enter}');
  expect(onAyah).toHaveBeenCalledWith({ surah: 2, ayah: 255 });
});

it('turns no page while the Sheikh holds the pages', async () => {
  const { onPage } = renderNavigator(false);
  expect(screen.getByRole('spinbutton', { name: 'Page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(onPage).not.toHaveBeenCalled();
});
