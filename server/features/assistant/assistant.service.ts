import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES, type Language } from '#domain/constants.ts';
import { passages, type Passage } from '#domain/content/passages.ts';
import type { AssistantAnswer } from '#domain/content/assistant.response.ts';
import type { Merchant } from '#domain/catalog/catalog.response.ts';
import { DEFAULT_COOKING_HOURS, defaultAvailability } from '#domain/availability/availability-settings.ts';
import { weekdaysCookingAt } from '#domain/availability/weekly-hours.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import {
  answerChef,
  chefLine,
  dayList,
  describeFilters,
  marketplaceHref,
  say,
  weekText,
} from './answer-wording.ts';
import * as repo from './assistant.repo.ts';
import { phraseWithLlm, type LlmSettings } from './llm-client.ts';
import { questionLanguage } from './question-language.ts';
import { understandCatalogQuestion, type CatalogQuery } from './query-understanding.ts';
import { SearchIndex } from './search-index.ts';
import { nameAnswersTo, understandTimeQuestion, type TimeQuestion } from './time-question.ts';

/** Questions per caller (user, or IP for guests): a burst limit and a daily one. */
export const ASK_LIMITS = [
  { max: 20, windowMinutes: 5 },
  { max: 300, windowMinutes: 24 * 60 },
] as const;
/** The chefs an answer lists; the marketplace link shows the rest. */
const CHEFS_PER_ANSWER = 5;
/** How many of a time question's leftover words are looked up as a chef's name. */
const NAME_WORDS_LOOKED_UP = 4;
/** How much of the conversation history GET /secure/assistant-history returns. */
const HISTORY_LIMIT = 200;
/**
 * The BM25 score below which a passage is not taken as the answer. Calibrated on the content:
 * a question sharing one topic word with a passage scores above 2; noise words score below.
 */
const MIN_PASSAGE_SCORE = 1.5;

interface Caller {
  userId: string | null;
  ip: string;
}

/**
 * The assistant (spec marketplace §2 "Assistant chat", §7 `POST ask`): answers from a BM25 index
 * over the FAQ and the article, and from the live chef list for catalog questions; a configured
 * language model may reword the retrieved facts, never add to them.
 */
export class AssistantService {
  private readonly indexes: Record<Language, { index: SearchIndex; byId: Map<string, Passage> }>;
  private readonly asks: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    private readonly availability: Pick<AvailabilityService, 'get'>,
    private readonly llm: LlmSettings | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.asks = new RateWindow(db, clock, 'assistant-ask', ASK_LIMITS);
    // Built once at start: the content is code, so it changes only with a new release.
    this.indexes = Object.fromEntries(
      LANGUAGES.map((lang) => {
        const list = passages(lang);
        const index = new SearchIndex(
          list.map((passage) => ({
            id: passage.id,
            fields: [
              { text: passage.title, weight: 3 },
              { text: passage.keywords, weight: 2 },
              { text: passage.text, weight: 1 },
            ],
          })),
        );
        return [lang, { index, byId: new Map(list.map((passage) => [passage.id, passage])) }];
      }),
    ) as AssistantService['indexes'];
  }

  /**
   * POST /ask: the answer in the question's language (`lang`, the interface's, when its words do not
   * tell), kept in the history when the caller is signed in.
   */
  async ask(question: string, lang: Language, caller: Caller): Promise<AssistantAnswer> {
    const key = caller.userId ? `user:${caller.userId}` : `ip:${caller.ip}`;
    const limit = await this.asks.exceeded(key);
    if (limit) {
      throw AppError.tooManyRequests('assistant.tooManyQuestions', limit.retryAfterSeconds, {
        minutes: limit.window.windowMinutes,
      });
    }
    await this.asks.record(key);

    const answer = await this.answer(question, lang);
    if (caller.userId) await this.remember(caller.userId, question, answer);
    return answer;
  }

  /** GET /secure/assistant-history: only the caller's own messages. */
  async history(userId: string) {
    return repo.listHistory(this.db, userId, HISTORY_LIMIT);
  }

  /** `interfaceLang` only when the question's own words do not tell its language. */
  private async answer(question: string, interfaceLang: Language): Promise<AssistantAnswer> {
    const lang = questionLanguage(question, interfaceLang);
    // 'Can I book a chef at 3 AM?' is answered from the availability rules, not from the text.
    const timeQuestion = understandTimeQuestion(question);
    if (timeQuestion) return this.phrase(question, lang, await this.hoursAnswer(timeQuestion, lang));
    const catalogQuery = understandCatalogQuestion(question);
    const retrieved = catalogQuery
      ? await this.catalogAnswer(catalogQuery, lang)
      : this.contentAnswer(question, lang);
    if (!retrieved) return this.unknown(lang);
    return this.phrase(question, lang, retrieved);
  }

  private contentAnswer(question: string, lang: Language): AssistantAnswer | undefined {
    const { index, byId } = this.indexes[lang];
    const [best] = index.search(question, 1);
    if (!best || best.score < MIN_PASSAGE_SCORE) return undefined;
    const passage = byId.get(best.id)!;
    return {
      answer: passage.text,
      title: passage.title,
      kind: 'faq',
      source: 'retrieval',
      language: lang,
      links: passage.links,
      chefs: [],
      suggestions: [],
    };
  }

  /** Catalog facts come live from the catalog service (the same query as the chef list). */
  private async catalogAnswer(query: CatalogQuery, lang: Language): Promise<AssistantAnswer> {
    const { merchants, hasMore } = await this.catalog.merchants({
      page: 1,
      kitchenType: query.kitchenTypes,
      city: query.city,
      hourRate: query.maxHourRateEuros,
      q: query.dish,
    });
    const chefs = merchants.slice(0, CHEFS_PER_ANSWER).map(answerChef);
    const filters = describeFilters(query, lang);
    const listLink = {
      href: marketplaceHref(query),
      label: say(lang, chefs.length ? 'allMatches' : 'marketplace'),
    };
    if (chefs.length === 0) {
      return {
        answer: say(lang, 'noChefs', { filters }),
        title: null,
        kind: 'catalog',
        source: 'retrieval',
        language: lang,
        links: [{ href: '/mp', label: say(lang, 'marketplace') }],
        chefs,
        suggestions: [],
      };
    }
    const lines = chefs.map((chef) => `• ${chefLine(chef, lang)}`);
    return {
      answer: [say(lang, 'chefsFound', { filters }), ...lines].join('\n'),
      title: null,
      kind: 'catalog',
      source: 'retrieval',
      language: lang,
      links: [
        ...chefs.map((chef) => ({ href: chef.url, label: chef.name })),
        ...(hasMore ||
        merchants.length > chefs.length ||
        query.kitchenTypes.length ||
        query.city ||
        query.dish
          ? [listLink]
          : []),
      ],
      chefs,
      suggestions: [],
    };
  }

  /**
   * A time of day asked about: whether it can be booked, by the hours of the chef the question names
   * (their own, or the defaults if they set none) or, naming nobody, by the default hours, with the
   * public holidays. Every hour stated comes from the rules' constants and the chef's settings.
   */
  private async hoursAnswer({ time, nameWords }: TimeQuestion, lang: Language): Promise<AssistantAnswer> {
    const common: Pick<AssistantAnswer, 'title' | 'kind' | 'source' | 'language' | 'suggestions'> = {
      title: say(lang, 'hours.title'),
      kind: 'faq',
      source: 'retrieval',
      language: lang,
      suggestions: [],
    };
    const merchant = await this.namedChef(nameWords);
    if (!merchant) {
      const bookable = weekdaysCookingAt(defaultAvailability(), time).length > 0;
      return {
        ...common,
        answer: [
          say(lang, bookable ? 'hours.defaultInside' : 'hours.defaultOutside', {
            time,
            ...DEFAULT_COOKING_HOURS,
          }),
          say(lang, 'hours.ownHours'),
        ].join(' '),
        links: [{ href: '/mp', label: say(lang, 'marketplace') }],
        chefs: [],
      };
    }
    const chef = answerChef(merchant);
    const availability = await this.availability.get(merchant.userId);
    const days = weekdaysCookingAt(availability, time);
    const verdict =
      days.length === 0
        ? say(lang, 'hours.chefOutside', { chef: chef.name, time })
        : days.length === 7
          ? say(lang, 'hours.chefInsideEveryDay', { chef: chef.name, time })
          : say(lang, 'hours.chefInside', { chef: chef.name, time, days: dayList(days, lang) });
    return {
      ...common,
      answer: [
        verdict,
        availability.configured
          ? say(lang, 'hours.chefHours', { hours: weekText(availability.weeklyHours, lang) })
          : say(lang, 'hours.chefDefaultHours', { ...DEFAULT_COOKING_HOURS }),
        say(lang, availability.workHolidays ? 'hours.chefHolidaysOn' : 'hours.chefHolidaysOff'),
        say(lang, 'hours.chefCheckout'),
      ].join(' '),
      links: [{ href: chef.url, label: chef.name }],
      chefs: [chef],
    };
  }

  /**
   * The one approved chef the question's words name (first or last name in any case, or the store
   * link), found as the chef list's search finds them; none when nobody or several answer.
   */
  private async namedChef(nameWords: readonly string[]): Promise<Merchant | undefined> {
    const hits = new Map<string, { merchant: Merchant; count: number }>();
    for (const word of nameWords.slice(0, NAME_WORDS_LOOKED_UP)) {
      const { merchants } = await this.catalog.merchants({ page: 1, kitchenType: [], q: word });
      for (const merchant of merchants) {
        const name = [merchant.firstName, merchant.lastName, merchant.storeName].filter(Boolean).join(' ');
        if (!nameAnswersTo(name, word)) continue;
        const hit = hits.get(merchant.userId) ?? { merchant, count: 0 };
        hit.count += 1;
        hits.set(merchant.userId, hit);
      }
    }
    const ranked = [...hits.values()].sort((a, b) => b.count - a.count);
    if (ranked.length === 0 || ranked[1]?.count === ranked[0]!.count) return undefined;
    return ranked[0]!.merchant;
  }

  private unknown(lang: Language): AssistantAnswer {
    return {
      answer: say(lang, 'unknown'),
      title: null,
      kind: 'unknown',
      source: 'retrieval',
      language: lang,
      links: [{ href: '/assets/about', label: say(lang, 'aboutLink') }],
      chefs: [],
      suggestions: ['fee', 'cancel', 'catalog', 'refund'].map((key) => say(lang, `suggestions.${key}`)),
    };
  }

  /** With a model configured, it rewords the retrieved answer; any failure keeps the retrieved wording. */
  private async phrase(
    question: string,
    lang: Language,
    retrieved: AssistantAnswer,
  ): Promise<AssistantAnswer> {
    if (!this.llm) return retrieved;
    const facts = [retrieved.title, retrieved.answer].filter(Boolean).join('\n');
    try {
      const text = await phraseWithLlm(this.llm, { question, lang, facts });
      return { ...retrieved, answer: text, source: 'llm' };
    } catch (error) {
      this.log.warn({ err: error }, 'assistant: language model failed, answering from retrieval');
      return retrieved;
    }
  }

  private async remember(userId: string, question: string, answer: AssistantAnswer) {
    const at = this.clock.now().getTime();
    await repo.insertMessages(this.db, [
      {
        userId,
        author: 'user',
        title: null,
        message: question,
        language: answer.language,
        createdAt: new Date(at),
      },
      {
        userId,
        author: 'assistant',
        title: answer.title,
        message: answer.answer,
        extras: { kind: answer.kind, source: answer.source, links: answer.links, chefs: answer.chefs },
        language: answer.language,
        // One millisecond later, so the answer always sorts after its question.
        createdAt: new Date(at + 1),
      },
    ]);
  }
}
