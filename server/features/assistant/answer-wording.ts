import { CITIES, type City, type Language } from '#domain/constants.ts';
import type { AnswerChef } from '#domain/content/assistant.response.ts';
import { formatEuro } from '#domain/money.ts';
import { formatMessage, messagesEn, messagesLt } from '#domain/i18n/messages.ts';
import { chefDisplayName } from '#domain/chefs/display-name.ts';
import { isKitchenType, type KitchenType } from '#domain/chefs/kitchen-types.ts';
import type { Merchant } from '#domain/catalog/catalog.response.ts';
import type { Availability, Weekday } from '#domain/availability/availability-settings.ts';
import { weeklyHoursRuns } from '#domain/availability/weekly-hours.ts';
import { KITCHEN_LABELS, type CatalogQuery } from './query-understanding.ts';

// How the assistant's answers say things, in the asker's language: its messages, a chef's line and
// week, the filters a catalog answer used and the chef list's link with them.

const trees = { en: messagesEn, lt: messagesLt } as const;
export const say = (lang: Language, code: string, params?: Record<string, string | number>) =>
  formatMessage(trees[lang], `assistant.${code}`, params);

/** Lithuanian locative ('in Kaunas' = 'Kaune'): the form the answer uses. */
const CITY_LOCATIVE: Record<City, string> = { Vilnius: 'Vilniuje', Kaunas: 'Kaune' };

export function answerChef(merchant: Merchant): AnswerChef {
  return {
    nickname: merchant.storeName ?? '',
    name: chefDisplayName({
      firstName: merchant.firstName,
      lastName: merchant.lastName,
      nickname: merchant.storeName,
    }),
    city: merchant.city,
    hourRate: merchant.merchantInfo.hourRate,
    kitchenTypes: merchant.merchantInfo.kitchenType ?? [],
    imageUrl: merchant.coverImageUrl ?? merchant.thumbnailUrl,
    url: `/store/${encodeURIComponent(merchant.storeName ?? '')}`,
  };
}

const dayName = (day: Weekday, lang: Language) => say(lang, `hours.weekdays.${day}`);

/** A run of weekdays: 'Mondays', 'Saturdays and Sundays', 'Mondays to Fridays' ('pirmadieniais–penktadieniais'). */
export function dayRun(from: Weekday, to: Weekday, lang: Language): string {
  if (from === to) return dayName(from, lang);
  if (Number(to) === Number(from) + 1)
    return `${dayName(from, lang)}${say(lang, 'hours.and')}${dayName(to, lang)}`;
  return say(lang, 'hours.dayRange', { from: dayName(from, lang), to: dayName(to, lang) });
}

/** Weekdays in runs of consecutive days: 'Mondays to Fridays, Sundays'. */
export function dayList(days: readonly Weekday[], lang: Language): string {
  const runs: { from: Weekday; to: Weekday }[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && Number(last.to) === Number(day) - 1) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs.map((run) => dayRun(run.from, run.to, lang)).join(', ');
}

/** A chef's week: 'Mondays to Fridays 17:00–21:00; Saturdays 10:00–14:00 and 17:00–21:00'. */
export function weekText(weeklyHours: Availability['weeklyHours'], lang: Language): string {
  const runs = weeklyHoursRuns(weeklyHours);
  if (runs.length === 0) return say(lang, 'hours.noHours');
  return runs
    .map((run) => {
      const ranges = run.ranges.map((range) => `${range.start}–${range.end}`).join(say(lang, 'hours.and'));
      const days =
        run.from === '1' && run.to === '7' ? say(lang, 'hours.everyDay') : dayRun(run.from, run.to, lang);
      return `${days} ${ranges}`;
    })
    .join('; ');
}

export function describeFilters(query: CatalogQuery, lang: Language): string {
  const parts: string[] = query.kitchenTypes.map((type) => KITCHEN_LABELS[lang][type]);
  if (query.dish) parts.unshift(lang === 'lt' ? `„${query.dish}“` : `“${query.dish}”`);
  if (query.city) {
    parts.push(say(lang, 'inCity', { city: lang === 'lt' ? CITY_LOCATIVE[query.city] : query.city }));
  }
  if (query.maxHourRateEuros) {
    parts.push(say(lang, 'upToRate', { rate: formatEuro(query.maxHourRateEuros * 100, lang) }));
  }
  return parts.length ? parts.join(', ') : say(lang, 'anyChef');
}

export function chefLine(chef: AnswerChef, lang: Language): string {
  const kitchens = chef.kitchenTypes
    .filter(isKitchenType)
    .map((type: KitchenType) => KITCHEN_LABELS[lang][type])
    .join(', ');
  const rate = chef.hourRate ? say(lang, 'perHour', { rate: formatEuro(chef.hourRate, lang) }) : '';
  return [chef.name, kitchens, chef.city, rate].filter(Boolean).join(' · ');
}

/** The chef list with the same filters (its query string takes kitchenType and city). */
export function marketplaceHref(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.kitchenTypes.length) params.set('kitchenType', query.kitchenTypes.join(','));
  if (query.city && (CITIES as readonly string[]).includes(query.city)) params.set('city', query.city);
  if (query.dish) params.set('q', query.dish);
  const search = params.toString();
  return search ? `/mp?${search}` : '/mp';
}
