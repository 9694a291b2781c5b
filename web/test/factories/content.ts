import {
  AssistantAnswerSchema,
  AssistantHistoryMessageSchema,
  type AssistantAnswer,
  type AssistantHistoryMessage,
} from '#domain/content/assistant.response.ts';
import {
  NotificationSchema,
  NotificationsAnswerSchema,
  UnreadNoticesSchema,
  type AppNotification,
  type NotificationsAnswer,
  type UnreadNotices,
} from '#domain/notifications/notification.response.ts';
import {
  QuestionnaireConfigSchema,
  type QuestionnaireConfig,
} from '#domain/onboarding/questionnaire.response.ts';
import { chefQuestionnaire } from '#domain/onboarding/questionnaire.ts';
import type { Language } from '#domain/constants.ts';
import { build } from './build.ts';

// Notification, assistant and questionnaire answers.

/** One notification of the bell (GET /secure/notifications): unread, about order 7. */
export const aNotification = (overrides: Partial<AppNotification> = {}): AppNotification =>
  build(
    NotificationSchema,
    {
      id: 'n1',
      kind: 'itemDelivered',
      params: { orderNumber: 'AB12CD34', dishes: 'Cepelinai' },
      orderId: 7,
      createdTimestamp: 0,
      readTimestamp: null,
      done: false,
    },
    overrides,
  );

/** GET /secure/notifications: nothing yet unless given; the counts as given or none. */
export const aNotificationList = (overrides: Partial<NotificationsAnswer> = {}): NotificationsAnswer =>
  build(NotificationsAnswerSchema, { notifications: [], unreadCount: 0, unreadMessages: 0 }, overrides);

/** POST /secure/notifications-read: all read. */
export const anUnreadNotices = (overrides: Partial<UnreadNotices> = {}): UnreadNotices =>
  build(UnreadNoticesSchema, { unreadCount: 0, unreadMessages: 0 }, overrides);

/** POST /ask's answer: a FAQ answer in English, worded by the retrieval. */
export const anAssistantAnswer = (overrides: Partial<AssistantAnswer> = {}): AssistantAnswer =>
  build(
    AssistantAnswerSchema,
    {
      answer: 'A fixed fee of €10.00.',
      title: 'What does the portal charge?',
      kind: 'faq',
      source: 'retrieval',
      language: 'en',
      links: [],
      chefs: [],
      suggestions: [],
    },
    overrides,
  );

/** A stored message of GET /secure/assistant-history: the user's question, as it comes back. */
export const anAssistantHistoryMessage = (
  overrides: Partial<AssistantHistoryMessage> = {},
): AssistantHistoryMessage =>
  build(
    AssistantHistoryMessageSchema,
    {
      id: 'm1',
      userId: 'u1',
      title: null,
      message: 'What does the portal charge?',
      author: 'user',
      type: 'text',
      status: 'received',
      language: 'en',
      createTimestamp: 1,
      links: [],
      chefs: [],
    },
    overrides,
  );

/** GET /questionnaires/chef_registration's `questionnaire` in `language`, as the server builds it. */
export const aChefQuestionnaire = (language: Language = 'en'): QuestionnaireConfig =>
  QuestionnaireConfigSchema.parse(chefQuestionnaire(language));
