import { defineConfig } from 'drizzle-kit';

// One migration set for PGlite and PostgreSQL; generated with `npx drizzle-kit generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/notifications/notification-tables.ts',
    './src/classroom/classroom-tables.ts',
    './src/hifz/hifz-tables.ts',
    './src/hifz/reminder-tables.ts',
    './src/homework/homework-tables.ts',
    './src/progress/weekly-report-tables.ts',
    './src/auth/account-token-tables.ts',
    './src/follows/follow-tables.ts',
    './src/safety/contact-refusal-tables.ts',
    './src/moderation/moderation-tables.ts',
    './src/family/family-tables.ts',
    './src/booking/booking-tables.ts',
  ],
  out: './drizzle',
});
