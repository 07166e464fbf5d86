/** The approvals inbox's texts (REQ-APPR-3, REQ-APPR-4). */
export const pl = {
  approvals: {
    title: 'Zatwierdzenia',
    notFound: 'Nic nie czeka na zatwierdzenie.',
    fields: {
      action: 'Operacja',
      maker: 'Zlecający',
    },
    actions: {
      orderAccept: 'Przyjęcie zamówienia',
      transactionAccept: 'Potwierdzenie przelewu',
      refundSend: 'Oznaczenie zwrotu jako wysłanego',
      orderManual: 'Zamówienie ręczne',
    },
    orderRef: 'Zamówienie #{{id}}',
    noOrder: 'powstanie po zatwierdzeniu',
    open: 'Otwórz zamówienie #{{id}}',
    approve: 'Zatwierdź',
    reject: 'Odrzuć',
    approveTitle: 'Zatwierdzić operację?',
    rejectTitle: 'Odrzucić operację?',
    approveMessage:
      '{{action}} na kwotę {{amount}}, zlecone przez: {{maker}}. Po zatwierdzeniu operacja zostanie wykonana w Twoim imieniu.',
    rejectMessage:
      '{{action}} na kwotę {{amount}}, zlecone przez: {{maker}}, nie zostanie wykonane.',
    comment: 'Komentarz (opcjonalnie)',
    commentHint: 'Zostanie zapisany w historii zamówienia i w dzienniku zmian.',
    rowLabel: '{{action}}, {{amount}}, {{maker}}',
    toast: {
      approved: 'Operacja zatwierdzona i wykonana',
      approveError: 'Nie można zatwierdzić operacji',
      rejected: 'Operacja odrzucona',
      rejectError: 'Nie można odrzucić operacji',
    },
  },
};

export type ApprovalsCatalogue = typeof pl;
