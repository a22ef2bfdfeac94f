/** Dutch texts of the chat API's answers. */
export const CHAT_TEXTS = {
  /** An unknown conversation id and someone else's get the same answer: it never tells which. */
  conversationGone: 'Dit gesprek bestaat niet (meer).',
  insufficientCredits: 'Je hebt onvoldoende credits om dit bericht te versturen',
  idempotencyConflict: 'Deze aanvraag is al met andere gegevens verstuurd.',
  notYourself: 'Je kunt jezelf geen bericht sturen.',
  conversationLimit: 'Als gratis lid kun je maximaal 2 gesprekken beginnen. Word premium lid om met meer leden te chatten.',
  emptyText: 'Je bericht is leeg.',
  giftGone: 'Dit cadeau bestaat niet (meer).',
} as const;

export const replyNeedsConfirmationText = (name: string): string => `Je kunt pas antwoorden als ${name} het e-mailadres heeft bevestigd.`;
export const textTooLongText = (max: number): string => `Je bericht is te lang (maximaal ${max} tekens).`;
