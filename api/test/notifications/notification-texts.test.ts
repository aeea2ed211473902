import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withoutIsolates } from '@app/shared/bidi';
import { messageUrl, renderText } from '../../src/notifications/notification-texts';

describe('push and mail texts', () => {
  const declined = (teacherGender?: 'female' | 'male' | null) =>
    renderText(
      {
        type: 'callDeclined',
        params: { teacherId: 't', teacherName: 'Ustadha Maryam', teacherGender },
      },
      'ar',
    );

  it("an Arabic declined call agrees with the Sheikh's gender, or says it without one", () => {
    assert.deepEqual(
      { ...declined('female'), body: withoutIsolates(declined('female').body) },
      {
        title: 'المعلّمة غير متاحة الآن',
        body: 'اعتذرت Ustadha Maryam عن استقبال مكالمتك الآن. حاول لاحقًا أو اتصل بشيخ آخر.',
      },
    );
    assert.equal(declined('male').title, 'الشيخ غير متاح الآن');
    assert.match(withoutIsolates(declined('male').body), /^اعتذر Ustadha/);
    for (const unsaid of [null, undefined]) {
      assert.equal(declined(unsaid).title, 'تعذّر استقبال مكالمتك الآن');
      assert.match(withoutIsolates(declined(unsaid).body), /^اعتذار من Ustadha/);
    }
  });

  it('an Arabic followed Sheikh coming online agrees with the gender, or says it without one', () => {
    const online = (gender?: 'female' | 'male') =>
      renderText(
        {
          type: 'followedTeacherOnline',
          params: { teacherId: 't', teacherName: 'Maryam', ...(gender ? { gender } : {}) },
        },
        'ar',
      );
    assert.equal(
      withoutIsolates(online('female').body),
      'Maryam متاحة الآن. اتصل بها ما دامت متاحة.',
    );
    assert.equal(withoutIsolates(online('male').body), 'Maryam متاح الآن. اتصل به ما دام متاحًا.');
    assert.equal(withoutIsolates(online().body), 'أصبح بإمكانك الاتصال بـMaryam الآن.');
    assert.doesNotMatch(online().title, /متاح|تتابعه /);
  });

  it('counts the pages due for revision (Arabic in six forms) and opens the record', () => {
    const title = (pages: number, language: 'ar' | 'en') =>
      withoutIsolates(renderText({ type: 'revisionDue', params: { pages } }, language).title);
    assert.deepEqual(
      [1, 3].map((pages) => title(pages, 'en')),
      ['1 page due for revision', '3 pages due for revision'],
    );
    assert.deepEqual(
      [1, 2, 3, 11, 100].map((pages) => title(pages, 'ar')),
      [
        'صفحة واحدة للمراجعة اليوم',
        'صفحتان للمراجعة اليوم',
        '3 صفحات للمراجعة اليوم',
        '11 صفحة للمراجعة اليوم',
        '100 صفحة للمراجعة اليوم',
      ],
    );
    assert.equal(messageUrl({ type: 'revisionDue', params: { pages: 3 } }), '/record');
  });

  it("leads the Sheikh to the student's record for a recording to review", () => {
    const params = {
      homeworkId: '0190a0f0-0000-7000-8000-000000000001',
      studentId: '0190a0f0-0000-7000-8000-000000000002',
      studentName: 'Maryam',
    };
    assert.equal(
      messageUrl({ type: 'homeworkSubmitted', params }),
      `/record?student=${params.studentId}`,
    );
    assert.equal(
      renderText({ type: 'homeworkSubmitted', params }, 'ar').body,
      'وصل تسجيل لتلاوة الواجب من \u2068Maryam\u2069.',
    );
  });
});

describe('the weekly report texts', () => {
  const figures = {
    lessons: 3,
    sabaqAyat: 10,
    sabqiAyat: 40,
    manzilAyat: 7,
    accepted: 1,
    missing: 1,
    pagesDue: 5,
  };
  const child = {
    ...figures,
    childId: '0190a0f0-0000-7000-8000-000000000003',
    childName: 'Yusuf',
  };
  const plain = (text: { title: string; body: string }) => ({
    title: withoutIsolates(text.title),
    body: withoutIsolates(text.body),
  });

  it("counts the week's lessons (Arabic in six forms) and lists the other figures by label", () => {
    const title = (lessons: number, language: 'ar' | 'en') =>
      plain(renderText({ type: 'weeklyReport', params: { ...figures, lessons } }, language)).title;
    assert.deepEqual(
      [0, 1, 3].map((lessons) => title(lessons, 'en')),
      ['Your week: 0 lessons', 'Your week: 1 lesson', 'Your week: 3 lessons'],
    );
    assert.deepEqual(
      [0, 1, 2, 3, 11, 100].map((lessons) => title(lessons, 'ar')),
      [
        'أسبوعك: لا جلسات',
        'أسبوعك: جلسة واحدة',
        'أسبوعك: جلستان',
        'أسبوعك: 3 جلسات',
        'أسبوعك: 11 جلسة',
        'أسبوعك: 100 جلسة',
      ],
    );
    assert.deepEqual(
      plain(renderText({ type: 'weeklyReport', params: figures }, 'en')).body,
      'Ayat: sabaq 10 · sabqi 40 · manzil 7. Homework: accepted 1 · missing 1. Pages due for revision: 5.',
    );
    assert.equal(
      plain(renderText({ type: 'weeklyReport', params: figures }, 'ar')).body,
      'الآيات: السبق 10 · السبقي 40 · المنزل 7. الواجبات: المقبولة 1 · الفائتة 1. صفحات مستحقة المراجعة: 5.',
    );
    assert.equal(messageUrl({ type: 'weeklyReport', params: figures }), '/record');
  });

  it("tells a guardian of the child's week, the name isolated, and opens Family", () => {
    assert.equal(
      renderText({ type: 'childWeeklyReport', params: child }, 'ar').title,
      'أسبوع \u2068Yusuf\u2069: \u20683\u2069 جلسات',
    );
    assert.deepEqual(plain(renderText({ type: 'childWeeklyReport', params: child }, 'en')), {
      title: "Yusuf's week: 3 lessons",
      body: plain(renderText({ type: 'weeklyReport', params: figures }, 'en')).body,
    });
    assert.equal(messageUrl({ type: 'childWeeklyReport', params: child }), '/family');
  });
});

describe('the texts about booked lessons', () => {
  const MON = '2027-03-22T13:00:00.000Z';
  const ids = {
    bookingId: '0190a0f0-0000-7000-8000-000000000001',
    lessonId: '0190a0f0-0000-7000-8000-000000000002',
    studentId: '0190a0f0-0000-7000-8000-000000000003',
  };
  const plain = (text: { title: string; body: string }) => ({
    title: withoutIsolates(text.title),
    body: withoutIsolates(text.body),
  });

  it("says a booking's first lesson on the recipient's clock, counted (Arabic in six forms)", () => {
    const booked = (count: number, timeZone: string, language: 'ar' | 'en') =>
      plain(
        renderText(
          {
            type: 'lessonsBooked',
            params: { ...ids, studentName: 'Yusuf', count, startsAt: MON, timeZone },
          },
          language,
        ),
      ).body;
    // 13:00Z is 18:00 in Karachi and 09:00 in New York (already on summer time).
    assert.equal(
      booked(1, 'Asia/Karachi', 'en'),
      'Yusuf booked a lesson on Mar 22, 2027 at 18:00.',
    );
    assert.equal(
      booked(8, 'America/New_York', 'en'),
      'Yusuf booked 8 lessons, first on Mar 22, 2027 at 09:00.',
    );
    assert.deepEqual(
      [1, 2, 3, 11, 100].map((count) => booked(count, 'Asia/Karachi', 'ar')),
      [
        'حجز جديد من Yusuf: درس واحد يوم 22 مارس 2027 الساعة 18:00.',
        'حجز جديد من Yusuf: درسان، أولهما يوم 22 مارس 2027 الساعة 18:00.',
        'حجز جديد من Yusuf: 3 دروس، أولها يوم 22 مارس 2027 الساعة 18:00.',
        'حجز جديد من Yusuf: 11 درسًا، أولها يوم 22 مارس 2027 الساعة 18:00.',
        'حجز جديد من Yusuf: 100 درس، أولها يوم 22 مارس 2027 الساعة 18:00.',
      ],
    );
    // A zone this Intl does not know: the time in UTC rather than no push at all.
    assert.match(booked(1, 'Mars/Olympus', 'en'), /at 13:00\.$/);
  });

  it("a cancellation agrees with a Sheikh's gender in Arabic, or needs none", () => {
    const cancelled = (count: number, teacherGender?: 'female' | 'male') =>
      plain(
        renderText(
          {
            type: 'lessonCancelled',
            params: {
              bookingId: ids.bookingId,
              name: 'Maryam',
              count,
              startsAt: MON,
              timeZone: 'Europe/London',
              ...(teacherGender ? { teacherGender } : {}),
            },
          },
          'ar',
        ),
      );
    assert.deepEqual(cancelled(1, 'female'), {
      title: 'إلغاء درس',
      body: 'ألغت Maryam درسًا يوم 22 مارس 2027 الساعة 13:00.',
    });
    assert.match(cancelled(1, 'male').body, /^ألغى Maryam /);
    assert.equal(cancelled(1).body, 'إلغاء من Maryam: درس يوم 22 مارس 2027 الساعة 13:00.');
    assert.deepEqual(cancelled(2, 'female'), {
      title: 'إلغاء دروس',
      body: 'إلغاء من Maryam: درسان ابتداءً من 22 مارس 2027.',
    });
    const en = renderText(
      {
        type: 'lessonCancelled',
        params: {
          bookingId: ids.bookingId,
          name: 'Maryam',
          count: 3,
          startsAt: MON,
          timeZone: 'UTC',
        },
      },
      'en',
    );
    assert.equal(en.body, 'Maryam cancelled 3 lessons from Mar 22, 2027.');
  });

  it('says a move and the reminders on the clock given, and opens the upcoming lessons', () => {
    const moved = {
      type: 'lessonMoved' as const,
      params: {
        lessonId: ids.lessonId,
        studentId: ids.studentId,
        studentName: 'Yusuf',
        previousStartsAt: MON,
        startsAt: '2027-03-24T13:00:00.000Z',
        timeZone: 'Asia/Karachi',
      },
    };
    assert.equal(
      renderText(moved, 'en').body,
      'Yusuf moved the lesson of Mar 22, 2027 to Mar 24, 2027 at 18:00.',
    );
    assert.equal(
      plain(renderText(moved, 'ar')).body,
      'تغيير موعد من Yusuf: درس يوم 22 مارس 2027 أصبح يوم 24 مارس 2027 الساعة 18:00.',
    );
    const reminder = (before: 'day' | 'soon') => ({
      type: 'lessonReminder' as const,
      params: {
        lessonId: ids.lessonId,
        name: 'Maryam',
        before,
        startsAt: MON,
        timeZone: 'Asia/Karachi',
      },
    });
    assert.equal(renderText(reminder('day'), 'en').body, 'Lesson with Maryam tomorrow at 18:00.');
    assert.equal(renderText(reminder('soon'), 'en').body, 'Lesson with Maryam in 15 minutes.');
    assert.equal(plain(renderText(reminder('day'), 'ar')).body, 'درس مع Maryam غدًا الساعة 18:00.');
    assert.equal(plain(renderText(reminder('soon'), 'ar')).body, 'درس مع Maryam بعد 15 دقيقة.');
    for (const message of [moved, reminder('day')]) assert.equal(messageUrl(message), '/main');
  });
});
