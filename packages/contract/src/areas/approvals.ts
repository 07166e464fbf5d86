import { defineArea, type AreaPaths } from '../area.js';

export const approvalsPaths = {
  api: '/admin/approval',
  routes: {
    list: { path: '/approvals', permission: 'admin:approval:list' },
  },
} as const satisfies AreaPaths;

/**
 * Four eyes on money (REQ-APPR-1..8): a money action at or above the configured threshold waits
 * here for a second person, who approves (the action runs then, as that person) or rejects it.
 */
export const approvalsArea = defineArea({
  permissionArea: 'approval',
  paths: approvalsPaths,
  label: { pl: 'Zatwierdzenia', en: 'Approvals' },
  actions: ['list', 'approve'],
  errors: {
    NOT_FOUND: { pl: 'Nie ma takiego zatwierdzenia.', en: 'There is no such approval.' },
    OWN_APPROVAL: {
      pl: 'Nie możesz zatwierdzić własnej operacji: musi to zrobić druga osoba.',
      en: 'You cannot approve your own action: a second person must do it.',
    },
    ALREADY_DECIDED: {
      pl: 'To zatwierdzenie zostało już rozpatrzone.',
      en: 'This approval has already been decided.',
    },
    ALREADY_PENDING: {
      pl: 'Ta operacja czeka już na zatwierdzenie przez drugą osobę.',
      en: 'This action is already awaiting approval by a second person.',
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.approvals',
      icon: 'IconChecks',
      route: 'list',
      count: '/admin/approval/count',
    },
  ],
  columns: {
    requestedAt: { header: { pl: 'Zgłoszono', en: 'Requested' } },
    action: { header: { pl: 'Operacja', en: 'Action' } },
    amount: { header: { pl: 'Kwota', en: 'Amount' } },
    maker: { header: { pl: 'Zlecający', en: 'Requested by' } },
    order: { header: { pl: 'Zamówienie', en: 'Order' } },
    investor: { header: { pl: 'Inwestor', en: 'Investor' } },
  },
  audit: [
    {
      entityType: 'approval',
      name: { pl: 'Zatwierdzenie', en: 'Approval' },
      of: { pl: 'zatwierdzenia', en: 'approval' },
      writes: [],
      actions: {
        request: { pl: 'Prośba o zatwierdzenie', en: 'Approval requested' },
        approve: { pl: 'Zatwierdzenie operacji', en: 'Action approved' },
        reject: { pl: 'Odrzucenie operacji', en: 'Action rejected' },
        fail: { pl: 'Zatwierdzona operacja nie powiodła się', en: 'Approved action failed' },
      },
    },
  ],
});
