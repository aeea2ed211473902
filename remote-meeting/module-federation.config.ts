import type { FederationAppConfig } from '../tooling/rspack/create-app-config';

/**
 * The meeting area: the /main page, the call layer the shell mounts on every route, and the
 * /record page (a student's memorisation record), /history (past sessions with their ratings),
 * a teacher's public page (/teachers/:id) and /family (a guardian's children).
 */
export default {
  name: 'meeting',
  exposes: {
    './MainPage': './src/exposes/main-page.tsx',
    './CallLayer': './src/exposes/call-layer.tsx',
    './RecordPage': './src/exposes/record-page.tsx',
    './TeacherPage': './src/exposes/teacher-page.tsx',
    './HistoryPage': './src/exposes/history-page.tsx',
    './FamilyPage': './src/exposes/family-page.tsx',
  },
} satisfies FederationAppConfig;
