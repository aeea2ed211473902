/** Reports and blocks (namespace `safety`), English. */
export const safetyEn = {
  report: {
    open: 'Report',
    openLabel: 'Report {{name}}',
    title: 'Report {{name}}',
    intro: 'Tell the admins what went wrong in this session.',
    reason: 'Reason',
    note: 'What happened (optional)',
    counter: '{{length}}/{{max}}',
    alsoBlock: 'Also block this Sheikh',
    send: 'Send',
    cancel: 'Cancel',
    close: 'Close',
    thanks: 'Thank you. The admins will review your report.',
    blockFailed: 'Your report was sent, but the block could not be saved.',
  },
  block: {
    block: 'Block',
    blockLabel: 'Block {{name}}',
    confirmTitle: 'Block {{name}}?',
    confirmText:
      "This Sheikh will disappear from your lists, and calls between you will be refused. You can unblock at any time from the Sheikh's page or your session history.",
    confirm: 'Block',
    cancel: 'Cancel',
    blocked: 'You blocked this Sheikh.',
    blockedByGuardian: 'Your guardian blocked this Sheikh. Only a guardian can lift it.',
    byGuardian: 'Blocked by your guardian',
    unblock: 'Unblock',
    unblockLabel: 'Unblock {{name}}',
    unblocked: 'You unblocked {{name}}.',
  },
  blockedList: {
    title: 'Blocked Sheikhs',
    count_one: '{{count}} Sheikh',
    count_other: '{{count}} Sheikhs',
  },
};
