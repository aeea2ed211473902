import { type ChildSummary, useTexts } from '@app/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ChildAccount } from './child-account';
import { ChildBlocks } from './child-blocks';
import type { ChildSlot } from './child-slot';
import { SafetySettingsForm } from './safety-settings-form';

/**
 * One folded part of a child's card. Its content mounts only while open, so a page of several
 * children asks for a child's lessons or record only when the guardian opens them.
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion
      disableGutters
      elevation={0}
      square
      slots={{ heading: 'h3' }}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1.5, sm: 2 } }}>{children}</AccordionDetails>
    </Accordion>
  );
}

/** A child's lessons, record, safety settings and account, each folded (a phone shows one). */
export function ChildSections({
  child,
  lessonsOf,
  recordOf,
}: {
  child: ChildSummary;
  lessonsOf: ChildSlot;
  recordOf: ChildSlot;
}) {
  const { t } = useTexts('family');
  return (
    <>
      <Section title={t('sections.lessons')}>{lessonsOf(child)}</Section>
      <Section title={t('sections.record')}>{recordOf(child)}</Section>
      <Section title={t('sections.safety')}>
        <SafetySettingsForm child={child} />
        <ChildBlocks child={child} />
      </Section>
      <Section title={t('sections.account')}>
        <ChildAccount child={child} />
      </Section>
    </>
  );
}
